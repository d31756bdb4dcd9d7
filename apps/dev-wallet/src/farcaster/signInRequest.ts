import { z } from 'zod'

/** `host[:port]`: a name, an IPv4 address or a bracketed IPv6 literal, as EIP-4361's domain is. */
const DOMAIN = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)(?::\d{1,5})?$/

const dateTime = z.iso.datetime({ offset: true, message: 'Expected an ISO 8601 date-time' })

/** An http(s) URL with no user info: where the answer goes, and the message's URI as written. */
const siweUri = z
  .string()
  .max(2048)
  .refine((text) => {
    if (!URL.canParse(text)) return false
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
  }, 'Expected an http(s) URL')

/**
 * What a Sign In With Farcaster connect URI asks for, in its query: the relay's channel token (the credential of
 * the answer) and what the message must say. `notBefore` and `requestId` are optional, as in Farcaster's own
 * connect URIs; unknown parameters are ignored.
 */
export const signInRequestSchema = z.object({
  channelToken: z.string().regex(/^[A-Za-z0-9._~-]{8,512}$/, 'Expected a channel token'),
  /** EIP-4361: at least 8 alphanumeric characters. */
  nonce: z.string().regex(/^[A-Za-z0-9]{8,128}$/, 'Expected 8 to 128 letters and digits'),
  siweUri,
  domain: z.string().max(260).regex(DOMAIN, 'Expected a host, with an optional port'),
  expirationTime: dateTime,
  notBefore: dateTime.optional(),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9\-._~!$&'()*+,;=:@]{1,256}$/, 'Expected a request id')
    .optional(),
})

export type SignInRequest = z.infer<typeof signInRequestSchema>

/** The answer form: the request again, and when the message shown was issued (so the one signed is that one). */
export const signInAnswerSchema = signInRequestSchema.extend({ issuedAt: dateTime })

export type SignInAnswer = z.infer<typeof signInAnswerSchema>

export type ReadParamsReturnType<T> = { ok: true; value: T } | { ok: false; problems: string[] }

/**
 * Reads `params` (a query or a form) with `schema`: the first value of each name, the problems in words when it
 * does not fit.
 *
 * @example
 * const read = readParams(signInRequestSchema, url.searchParams)
 * if (!read.ok) return badRequest(read.problems)
 */
export function readParams<T>(schema: z.ZodType<T>, params: URLSearchParams): ReadParamsReturnType<T> {
  const first = new Map<string, string>()
  for (const [name, value] of params) if (!first.has(name)) first.set(name, value)
  const parsed = schema.safeParse(Object.fromEntries(first))
  if (parsed.success) return { ok: true, value: parsed.data }
  return {
    ok: false,
    // Every value read is a string, so a wrong type is a missing parameter.
    problems: parsed.error.issues.map(({ code, path, message }) => {
      const problem = code === 'invalid_type' ? 'missing' : message
      return path.length > 0 ? `${path.join('.')}: ${problem}` : problem
    }),
  }
}
