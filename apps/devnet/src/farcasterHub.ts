import { createHash } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A Farcaster user's profile as the local hub serves it (user data messages of these types). */
export type FarcasterHubProfile = {
  /** `USER_DATA_TYPE_USERNAME`. */
  username: string
  /** `USER_DATA_TYPE_DISPLAY`. */
  displayName?: string | undefined
  /** `USER_DATA_TYPE_PFP`. */
  pfpUrl?: string | undefined
  /** `USER_DATA_TYPE_BIO`. */
  bio?: string | undefined
}

/** A stand-in Farcaster hub: the part of the hub HTTP API that reads profiles (`GET /v1/userDataByFid`). */
export type FarcasterHub = {
  /** The hub's base URL (`http://127.0.0.1:<port>`), as `farcaster.hubUrl` takes it. */
  url: string
  /** Sets (replaces) the profile of `fid`: what the hub answers for it from now on. */
  setProfile(fid: number, profile: FarcasterHubProfile): void
  close(): Promise<void>
}

/** The user data types the hub keeps, by their name in the hub API, with their numeric value and profile field. */
const USER_DATA_TYPES = {
  USER_DATA_TYPE_PFP: { value: 1, field: 'pfpUrl' },
  USER_DATA_TYPE_DISPLAY: { value: 2, field: 'displayName' },
  USER_DATA_TYPE_BIO: { value: 3, field: 'bio' },
  USER_DATA_TYPE_USERNAME: { value: 6, field: 'username' },
} as const satisfies Record<string, { value: number; field: keyof FarcasterHubProfile }>
type UserDataType = keyof typeof USER_DATA_TYPES
const TYPE_NAMES = Object.keys(USER_DATA_TYPES) as UserDataType[]

/** The Farcaster epoch (2021-01-01T00:00:00Z): message timestamps count seconds from it. */
const FARCASTER_EPOCH_MS = 1_609_459_200_000

/** The longest request target answered; anything longer is a 400. */
const MAX_TARGET_LENGTH = 512

/** `type`: the type asked for; `other` a type the hub knows but this stand-in does not keep; undefined all. */
type HubQuery = { fid: number; type: UserDataType | 'other' | undefined }

/**
 * The query of `GET /v1/userDataByFid`: `fid` a positive safe integer, `user_data_type` (optional) a type's name or
 * numeric value, no other parameter twice. A hand check rather than zod: the devnet package does not depend on zod,
 * and two parameters do not justify adding it. Answers an error message for a query that does not check out.
 */
function parseQuery(params: URLSearchParams): HubQuery | string {
  const fids = params.getAll('fid')
  const types = params.getAll('user_data_type')
  if (fids.length !== 1 || !/^[1-9][0-9]{0,15}$/.test(fids[0] ?? ''))
    return 'fid must be one positive integer'
  const fid = Number(fids[0])
  if (!Number.isSafeInteger(fid)) return 'fid is too large'
  if (types.length > 1) return 'user_data_type must be given at most once'
  const asked = types[0]
  if (asked === undefined) return { fid, type: undefined }
  const type = TYPE_NAMES.find((name) => name === asked || String(USER_DATA_TYPES[name].value) === asked)
  if (type) return { fid, type }
  // A type the hub knows but this stand-in does not keep (URL, LOCATION, …) is one the fid has not set.
  if (/^(USER_DATA_TYPE_[A-Z_]{1,32}|[0-9]{1,3})$/.test(asked)) return { fid, type: 'other' }
  return 'unknown user_data_type'
}

/**
 * Starts a stand-in Farcaster hub on a free port of `host`, answering as a hub's HTTP API does:
 * - `GET /v1/userDataByFid?fid=N&user_data_type=USER_DATA_TYPE_USERNAME` (or `_DISPLAY`, `_PFP`, `_BIO`, or the
 *   type's number): 200 with the fid's `MESSAGE_TYPE_USER_DATA_ADD` message
 *   `{ data: { type, fid, timestamp, network, userDataBody: { type, value } }, hash, hashScheme, signature,
 *   signatureScheme, signer }`, or 404 `{ errCode: 'not_found', … }` when the fid has not set that type;
 * - without `user_data_type`: 200 `{ messages: [...], nextPageToken: '' }`, every type the fid has set.
 * A malformed query is a 400 `{ errCode: 'bad_request.validation_failure', … }`, never a 5xx. The messages are not
 * signed (`signature` is zero bytes): a client of this hub trusts its answer, as it trusts its hub's.
 *
 * @example
 * const hub = await startFarcasterHub('127.0.0.1')
 * hub.setProfile(1, { username: 'alice', displayName: 'Alice' })
 * await fetch(`${hub.url}/v1/userDataByFid?fid=1&user_data_type=USER_DATA_TYPE_USERNAME`)
 */
export async function startFarcasterHub(host = '127.0.0.1'): Promise<FarcasterHub> {
  const profiles = new Map<number, { profile: FarcasterHubProfile; timestamp: number }>()

  const message = (fid: number, type: UserDataType, value: string, timestamp: number) => {
    const data = {
      type: 'MESSAGE_TYPE_USER_DATA_ADD',
      fid,
      timestamp,
      network: 'FARCASTER_NETWORK_MAINNET',
      userDataBody: { type, value },
    }
    // A real hub's hash is the BLAKE3 of the message's protobuf bytes, cut to 20 bytes; this one is unique per content.
    const hash = `0x${createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 40)}`
    return {
      data,
      hash,
      hashScheme: 'HASH_SCHEME_BLAKE3',
      signature: Buffer.alloc(64).toString('base64'),
      signatureScheme: 'SIGNATURE_SCHEME_ED25519',
      signer: `0x${'00'.repeat(32)}`,
    }
  }
  const messagesOf = (fid: number) => {
    const entry = profiles.get(fid)
    if (!entry) return []
    return TYPE_NAMES.flatMap((type) => {
      const value = entry.profile[USER_DATA_TYPES[type].field]
      return value === undefined ? [] : [message(fid, type, value, entry.timestamp)]
    })
  }

  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') return send(response, 204, '')
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, hubError('bad_request', 'only GET is served'))
    const target = request.url ?? '/'
    if (target.length > MAX_TARGET_LENGTH)
      return send(response, 400, hubError('bad_request.validation_failure', 'request target too long'))
    const url = URL.parse(target, 'http://hub')
    if (url?.pathname !== '/v1/userDataByFid')
      return send(response, 404, hubError('not_found', 'no such endpoint on this hub'))
    const query = parseQuery(url.searchParams)
    if (typeof query === 'string')
      return send(response, 400, hubError('bad_request.validation_failure', query))
    const messages = messagesOf(query.fid)
    if (!query.type) return send(response, 200, { messages, nextPageToken: '' })
    const found = messages.find((m) => m.data.userDataBody.type === query.type)
    if (!found)
      return send(response, 404, hubError('not_found', `no user data of fid ${query.fid} of that type`))
    return send(response, 200, found)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  const hostPart = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${hostPart}:${port}`,
    setProfile(fid, profile) {
      if (!Number.isSafeInteger(fid) || fid < 1) throw new Error(`not an fid: ${fid}`)
      const timestamp = Math.floor((Date.now() - FARCASTER_EPOCH_MS) / 1000)
      profiles.set(fid, { profile: { ...profile }, timestamp })
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A hub's error answer (`HubError` as its HTTP API serialises it). */
function hubError(errCode: string, details: string) {
  return { errCode, presentable: false, name: 'HubError', code: 3, details, metadata: { errcode: [errCode] } }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(body === '' ? '' : JSON.stringify(body))
}
