import { originAllowed } from '../middleware/originAllowed.js'

export type CheckSiwxDomainParameters = {
  /** The message's `scheme` (if written) and `domain` (authority). */
  scheme: string | undefined
  domain: string
  uri: string
  /** The project's allowed origins (exact, or with `*`). */
  allowedOrigins: readonly string[]
  /** The request's `Origin` header, when a page sent it. */
  requestOrigin: string | undefined
}

/** Why a message's domain or URI is refused, or undefined when both are the project's. */
export function checkSiwxDomain({
  scheme,
  domain,
  uri,
  allowedOrigins,
  requestOrigin,
}: CheckSiwxDomainParameters): string | undefined {
  // The domain is an origin without its scheme: it is the project's when it is with https (or http) in front.
  const origins = (scheme ? [scheme] : ['https', 'http']).map(
    (s) => `${s.toLowerCase()}://${domain.toLowerCase()}`,
  )
  const own = origins.filter((origin) => originAllowed(origin, allowedOrigins))
  if (own.length === 0) return `Domain ${domain} is not one of the project's allowed origins`
  let parsed: URL
  try {
    parsed = new URL(uri)
  } catch {
    return `URI ${uri} is not a URL`
  }
  if (parsed.host !== domain.toLowerCase()) return `URI ${uri} is not on the domain ${domain}`
  if (!originAllowed(parsed.origin, allowedOrigins))
    return `URI ${uri} is not on an allowed origin of the project`
  // A page may only sign in for itself: a message for another of the project's sites is refused from this one.
  if (requestOrigin !== undefined) {
    let host: string
    try {
      host = new URL(requestOrigin).host
    } catch {
      return 'The request Origin is not an origin'
    }
    if (host !== domain.toLowerCase())
      return `Domain ${domain} is not the requesting page's (${requestOrigin})`
  }
  return undefined
}
