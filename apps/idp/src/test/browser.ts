import { createHash, randomBytes } from 'node:crypto'

type Cookie = { name: string; value: string; path: string }

/**
 * A browser reduced to what a sign-in needs: a cookie jar for one origin and requests that never follow redirects
 * on their own (`redirect: 'manual'`), so a test sees every hop.
 */
export class Browser {
  readonly #cookies = new Map<string, Cookie>()

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url)
    const headers = new Headers(init.headers)
    const cookie = this.#cookieHeader(target.pathname)
    if (cookie) headers.set('cookie', cookie)
    const response = await fetch(target, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) this.#store(line, target.pathname)
    return response
  }

  /** Posts a form, as a browser submits one. */
  post(url: string | URL, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
  }

  #cookieHeader(path: string): string {
    return [...this.#cookies.values()]
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')
  }

  #store(line: string, requestPath: string) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
    const at = pair.indexOf('=')
    const name = pair.slice(0, at)
    const value = pair.slice(at + 1)
    let path = requestPath.slice(0, requestPath.lastIndexOf('/')) || '/'
    let expired = value === ''
    for (const attribute of attributes) {
      const [key = '', val = ''] = attribute.split('=')
      if (key.toLowerCase() === 'path') path = val
      if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true
      if (key.toLowerCase() === 'expires' && Date.parse(val) < Date.now()) expired = true
    }
    const key = `${name};${path}`
    if (expired) this.#cookies.delete(key)
    else this.#cookies.set(key, { name, value, path })
  }
}

/** A PKCE pair (S256). */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export const randomState = () => randomBytes(12).toString('base64url')

/** The Location of a redirect, resolved against the URL that answered it. */
export function locationOf(response: Response, from: string | URL): URL {
  const location = response.headers.get('location')
  if (response.status < 300 || response.status > 399 || location === null)
    throw new Error(`expected a redirect from ${from}, got ${response.status}`)
  return new URL(location, from)
}

/** The action of the form holding `marker` (`data-user="ada"`, `data-cancel`) on a login page. */
export function formActionFor(html: string, marker: string): string {
  for (const form of html.split('<form').slice(1)) {
    if (!form.includes(marker)) continue
    const action = /action="([^"]*)"/.exec(form)?.[1]
    if (action) return action.replaceAll('&#38;', '&')
  }
  throw new Error(`no form with ${marker}`)
}
