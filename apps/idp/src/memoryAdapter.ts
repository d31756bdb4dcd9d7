import type { AdapterFactory, AdapterPayload } from 'oidc-provider'

/** The models whose entries belong to a grant, and go when it is revoked. */
const grantBound = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
])

type Entry = { model: string; payload: AdapterPayload; expiresAt: number }

/**
 * oidc-provider's storage for one provider, in memory and bounded: every model of the instance shares one map of
 * at most `maxEntries` entries (expired ones go first, then the oldest). Nothing survives a restart, which a
 * stand-in started per test wants.
 */
export function memoryAdapter(maxEntries = 5_000): AdapterFactory {
  const entries = new Map<string, Entry>()
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key)
    if (entry === undefined || entry.expiresAt > Date.now()) return entry
    entries.delete(key)
    return undefined
  }
  const findWhere = (model: string, match: (payload: AdapterPayload) => boolean) => {
    for (const [key, entry] of entries)
      if (entry.model === model && match(entry.payload)) return live(key)?.payload
    return undefined
  }
  const makeRoom = () => {
    if (entries.size < maxEntries) return
    const now = Date.now()
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key)
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break
      entries.delete(key)
    }
  }

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id)
        entries.delete(key)
        makeRoom()
        const expiresAt = expiresIn === undefined ? Number.POSITIVE_INFINITY : Date.now() + expiresIn * 1000
        entries.set(key, { model, payload, expiresAt })
      },
      async find(id) {
        return live(keyOf(id))?.payload
      },
      async findByUid(uid) {
        return findWhere(model, (payload) => payload.uid === uid)
      },
      async findByUserCode(userCode) {
        return findWhere(model, (payload) => payload.userCode === userCode)
      },
      async consume(id) {
        const entry = live(keyOf(id))
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
      },
      async destroy(id) {
        entries.delete(keyOf(id))
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries)
          if (grantBound.has(entry.model) && entry.payload.grantId === grantId) entries.delete(key)
      },
    }
  }
}
