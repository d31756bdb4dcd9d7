/** A ReCap (ERC-5573) capability object: per target (a namespace, a URI), its `ability/action` grants. */
export type Recap = { att: Record<string, Record<string, Record<string, unknown>[]>> }

const RECAP_PREFIX = 'urn:recap:'

function toBase64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The `urn:recap:` resource of a ReCap (its JSON, base64). */
export const recapResource = (recap: Recap) => RECAP_PREFIX + toBase64(JSON.stringify(recap))

/** A ReCap resource granting `ability/method` for each method in `namespace`. */
export function encodeRecap(namespace: string, ability: string, methods: readonly string[]): string {
  const grants: Record<string, Record<string, unknown>[]> = {}
  for (const method of [...methods].sort()) grants[`${ability}/${method}`] = [{}]
  return recapResource({ att: { [namespace]: grants } })
}

/** The ReCap of a `urn:recap:` resource (base64 or base64url), or undefined when it is not one or is malformed. */
export function decodeRecap(resource: string): Recap | undefined {
  if (!resource.startsWith(RECAP_PREFIX)) return undefined
  try {
    const text = resource.slice(RECAP_PREFIX.length).replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
    const recap = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as Recap
    return recap && typeof recap.att === 'object' && recap.att !== null ? recap : undefined
  } catch {
    return undefined
  }
}

const RECAP_STATEMENT = 'I further authorize the stated URI to perform the following actions on my behalf: '

/**
 * The statement a wallet signs for a payload with a ReCap resource: the app's statement, then the ReCap's
 * grants in words (`(1) 'request': 'personal_sign' for 'eip155'.`). Unchanged when there is no ReCap or the
 * statement already carries them (a wallet that filled the payload in wrote them).
 */
export function recapStatement(
  statement: string | undefined,
  resources: readonly string[] | undefined,
): string | undefined {
  const recap = (resources ?? []).map(decodeRecap).find((found) => found !== undefined)
  if (!recap || statement?.includes(RECAP_STATEMENT)) return statement
  const parts: string[] = []
  let index = 1
  for (const [target, grants] of Object.entries(recap.att)) {
    const byAbility = new Map<string, string[]>()
    for (const key of Object.keys(grants)) {
      const [ability = '', action = ''] = key.split('/')
      byAbility.set(ability, [...(byAbility.get(ability) ?? []), action])
    }
    for (const [ability, actions] of byAbility) {
      parts.push(
        `(${index++}) '${ability}': ${actions.map((action) => `'${action}'`).join(', ')} for '${target}'.`,
      )
    }
  }
  const words = `${RECAP_STATEMENT}${parts.join(' ')}`
  return statement ? `${statement} ${words}` : words
}
