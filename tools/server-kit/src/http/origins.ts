/**
 * True when `origin` matches one of the patterns; `*` stands for any run of characters but `/` (a port, a
 * subdomain), and a pattern of `*` alone allows every origin.
 *
 * @example
 * originAllowed('http://localhost:5173', ['http://localhost:*']) // true
 */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (pattern === '*') return true
    const regex = new RegExp(`^${pattern.split('*').map(escapeRegExp).join('[^/]*')}$`)
    return regex.test(origin)
  })
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** `text` when it is an origin exactly (`scheme://host[:port]`, nothing after), else undefined. */
export function parseOrigin(text: string): string | undefined {
  try {
    const url = new URL(text)
    return url.origin !== 'null' && url.origin === text ? url.origin : undefined
  } catch {
    return undefined
  }
}
