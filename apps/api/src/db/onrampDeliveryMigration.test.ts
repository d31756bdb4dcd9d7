import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { openDatabase } from './database.js'

const sql = (file: string) => readFile(new URL(`./migrations/${file}`, import.meta.url), 'utf8')

test('0006 keeps purchases made before it: delivered, the first of each checkout takes its key', async () => {
  const db = await openDatabase()
  try {
    await db.exec(await sql('0005_onramp.sql'))
    await db.exec(`insert into onramp_sessions (id, project_id, destination_address, networks, assets, partner_user_id)
      values ('s1', 'p', '0xa', '{eip155:1}', '{ETH}', 'u'), ('s2', 'p', '0xa', '{eip155:1}', '{ETH}', 'u')`)
    // Before exactly-once delivery, a checkout could be paid twice.
    for (const [id, session, at] of [
      ['p1', 's1', '2026-01-01'],
      ['p2', 's1', '2026-01-02'],
      ['p3', 's2', '2026-01-03'],
    ])
      await db.query(
        `insert into onramp_purchases (id, session_id, address, network, asset_symbol, crypto_amount, fiat_amount, fiat_currency, payment_method, provider_fee, network_fee, price_usd, tx_hash, created_at)
         values ($1, $2, '0xa', 'eip155:1', 'ETH', '1', '10', 'USD', 'card', '0', '0', 1, '0x1', $3)`,
        [id, session, at],
      )
    await db.exec(await sql('0006_onramp_delivery.sql'))
    expect(await db.query('select id, status, idempotency_key from onramp_purchases order by id')).toEqual([
      { id: 'p1', status: 'delivered', idempotency_key: 's1' },
      { id: 'p2', status: 'delivered', idempotency_key: null },
      { id: 'p3', status: 'delivered', idempotency_key: 's2' },
    ])
    await expect(
      db.query(
        `insert into onramp_purchases (id, session_id, idempotency_key, address, network, asset_symbol, crypto_amount, fiat_amount, fiat_currency, payment_method, provider_fee, network_fee, price_usd, status)
         values ('p4', 's1', 's1', '0xa', 'eip155:1', 'ETH', '1', '10', 'USD', 'card', '0', '0', 1, 'pending')`,
      ),
    ).rejects.toThrow(/unique/)
  } finally {
    await db.close()
  }
})
