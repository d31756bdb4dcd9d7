import type { StorageBackend } from '../types.js'

export type CookieStorageParameters = {
  /** A `Cookie` request header, for reading on the server. In a browser `document.cookie` is used. */
  cookie?: string | undefined
  /** Cookie lifetime in seconds. */
  maxAge?: number | undefined
}

/** Cookie storage, so a server render can read the same connection state the browser stored. */
export function cookieStorage({
  cookie,
  maxAge = 60 * 60 * 24 * 30,
}: CookieStorageParameters = {}): StorageBackend {
  const hasDocument = () => typeof document !== 'undefined'
  let serverCookie = cookie ?? ''
  const read = () => (hasDocument() ? document.cookie : serverCookie)
  const write = (entry: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the synchronous cookie API is the point of this backend
    if (hasDocument()) document.cookie = entry
  }
  return {
    serverReadable: true,
    getItem(key) {
      return parseCookie(read())[key] ?? null
    },
    setItem(key, value) {
      const encoded = `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
      write(`${encoded}; path=/; max-age=${maxAge}; samesite=lax`)
      if (!hasDocument()) serverCookie = setInHeader(serverCookie, key, encoded)
    },
    removeItem(key) {
      write(`${encodeURIComponent(key)}=; path=/; max-age=0`)
      if (!hasDocument()) serverCookie = setInHeader(serverCookie, key, undefined)
    },
  }
}

function parseCookie(header: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    try {
      values[decodeURIComponent(part.slice(0, index).trim())] = decodeURIComponent(
        part.slice(index + 1).trim(),
      )
    } catch {
      // A malformed cookie is somebody else's: skip it.
    }
  }
  return values
}

function setInHeader(header: string, key: string, encoded: string | undefined): string {
  const others = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${encodeURIComponent(key)}=`))
  return [...others, ...(encoded ? [encoded] : [])].join('; ')
}
