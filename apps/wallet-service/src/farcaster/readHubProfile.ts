import { isUnstorableText } from '@portico/server-kit/http'
import { z } from 'zod'
import { FarcasterHubUnreachableError } from './errors.js'
import { type FarcasterProfile, httpUrlOrUndefined, PROFILE_MAX_LENGTH } from './profile.js'

/** How long reading a profile from the hub may take, all its requests together. */
export const HUB_TIMEOUT_MS = 5_000

/** The largest hub answer read (one user data message is well under 2 KiB). */
export const HUB_ANSWER_MAX_BYTES = 16 * 1024

/** The hub's user data type of each profile field. */
const USER_DATA_TYPES = {
  username: 'USER_DATA_TYPE_USERNAME',
  displayName: 'USER_DATA_TYPE_DISPLAY',
  bio: 'USER_DATA_TYPE_BIO',
  pfpUrl: 'USER_DATA_TYPE_PFP',
} as const satisfies Record<keyof FarcasterProfile, string>

/** A hub's `MESSAGE_TYPE_USER_DATA_ADD` message, the parts read here. */
const userDataMessage = z.object({
  data: z.object({
    type: z.literal('MESSAGE_TYPE_USER_DATA_ADD'),
    fid: z.number(),
    userDataBody: z.object({ type: z.string(), value: z.string() }),
  }),
})
/** A hub's error answer, the part read here. */
const hubError = z.object({ errCode: z.string() })

export type ReadHubProfileParameters = {
  /** The hub's HTTP API base URL (`farcaster.hubUrl`). */
  hubUrl: string
  fid: number
  /** Default `HUB_TIMEOUT_MS`. */
  timeoutMs?: number
}

/**
 * The profile of `fid` as a Farcaster hub serves it: its USERNAME, DISPLAY, BIO and PFP user data, read at once
 * (`GET /v1/userDataByFid?fid=&user_data_type=`). A type the fid has not set (404 `not_found`) is absent, as is a
 * value too long to keep, one holding text that cannot be stored, or a picture that is not an http(s) URL. Any
 * other failure (the hub unreachable, slower than `timeoutMs`, an answer too large or out of shape, or a message of
 * another fid or type) is a `FarcasterHubUnreachableError` (503).
 *
 * @example
 * const { username } = await readHubProfile({ hubUrl: 'https://hub.example:2281', fid: 3 })
 */
export async function readHubProfile({
  hubUrl,
  fid,
  timeoutMs = HUB_TIMEOUT_MS,
}: ReadHubProfileParameters): Promise<FarcasterProfile> {
  const signal = AbortSignal.timeout(timeoutMs)
  const read = async (field: keyof FarcasterProfile) => {
    const type = USER_DATA_TYPES[field]
    const url = new URL('v1/userDataByFid', hubUrl.endsWith('/') ? hubUrl : `${hubUrl}/`)
    url.search = new URLSearchParams({ fid: String(fid), user_data_type: type }).toString()
    const response = await fetch(url, { signal, redirect: 'error', headers: { accept: 'application/json' } })
    const body: unknown = JSON.parse(await readBounded(response, HUB_ANSWER_MAX_BYTES))
    if (response.status === 404 && hubError.safeParse(body).data?.errCode === 'not_found') return undefined
    if (response.status !== 200) throw new Error(`the hub answered ${response.status} for ${type}`)
    const { data } = userDataMessage.parse(body)
    if (data.fid !== fid || data.userDataBody.type !== type)
      throw new Error(`the hub answered a message of fid ${data.fid}, ${data.userDataBody.type} for ${type}`)
    return kept(field, data.userDataBody.value)
  }
  try {
    const [username, displayName, bio, pfpUrl] = await Promise.all(
      (['username', 'displayName', 'bio', 'pfpUrl'] as const).map(read),
    )
    return { username, displayName, bio, pfpUrl }
  } catch (error) {
    throw new FarcasterHubUnreachableError(error)
  }
}

/** `value` as the profile keeps it: absent when empty, too long, unstorable, or (a picture) not an http(s) URL. */
function kept(field: keyof FarcasterProfile, value: string): string | undefined {
  if (!value || value.length > PROFILE_MAX_LENGTH[field] || isUnstorableText(value)) return undefined
  return field === 'pfpUrl' ? httpUrlOrUndefined(value) : value
}

/** The body of `response` as text, refused (and the rest not read) past `maxBytes`. */
async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel()
    if (declared > maxBytes) throw new Error(`the hub's answer is over ${maxBytes} bytes`)
    return ''
  }
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new Error(`the hub's answer is over ${maxBytes} bytes`)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
