import type { Database } from './database.js'

/** A registered account name; `name` is the full name with its zone and `address` is lower case. */
export type NameRow = {
  name: string
  address: string
  coin_type: string
  attributes: Record<string, string>
  registered_at: Date | string
  updated_at: Date | string
}

export type UpsertNameParameters = {
  name: string
  address: string
  coinType: number
  attributes: Record<string, string>
}

/** The name's record, if registered. */
export async function findName(db: Database, name: string): Promise<NameRow | undefined> {
  return (await db.query<NameRow>('select * from names where name = $1', [name]))[0]
}

/** The names an address holds, oldest registration first. */
export function namesOfAddress(db: Database, address: string): Promise<NameRow[]> {
  return db.query<NameRow>('select * from names where address = $1 order by registered_at', [
    address.toLowerCase(),
  ])
}

/**
 * Registers a name, or updates its attributes when the same address holds it already. Undefined when
 * another address holds it.
 */
export async function upsertName(
  db: Database,
  { name, address, coinType, attributes }: UpsertNameParameters,
): Promise<NameRow | undefined> {
  const rows = await db.query<NameRow>(
    `insert into names (name, address, coin_type, attributes) values ($1, $2, $3, $4)
     on conflict (name) do update set attributes = excluded.attributes, updated_at = now()
       where names.address = excluded.address
     returning *`,
    [name, address.toLowerCase(), coinType, JSON.stringify(attributes)],
  )
  return rows[0]
}

/** Which of `names` are registered. */
export async function registeredNames(db: Database, names: string[]): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>('select name from names where name = any($1)', [names])
  return new Set(rows.map((row) => row.name))
}
