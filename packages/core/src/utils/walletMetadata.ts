/**
 * Wallet metadata (an EIP-6963 announcement, a Wallet Standard wallet, a browser extension's key, a
 * WalletConnect peer, a catalogue entry) is untrusted page or network input. Every discovery path passes
 * names and icons through these two functions before a connector carries them, and the UI's wallet image
 * checks its source again, so one rule decides what may reach the page.
 */

/** A wallet's name is cut to this many characters (code points), an ellipsis marking the cut. */
export const WALLET_NAME_MAX_LENGTH = 64

// C0 and C1 controls, and the bidirectional marks, overrides, embeddings and isolates that reorder text.
const BIDI_CONTROLS = new Set([
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
])
const isHidden = (character: string) => {
  const code = character.codePointAt(0) ?? 0
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || BIDI_CONTROLS.has(code)
}

/**
 * A wallet's name as plain text safe to show: control and bidirectional-override characters dropped,
 * whitespace collapsed, at most {@link WALLET_NAME_MAX_LENGTH} characters. Not a string, or nothing left:
 * `fallback`.
 *
 * @example
 * safeWalletName('Evil\u202Egnp.exe') // 'Evilgnp.exe'
 */
export function safeWalletName(value: unknown, fallback = ''): string {
  if (typeof value !== 'string') return fallback
  // Only the start can be shown: a megabyte of name costs no more than a kilobyte.
  const text = Array.from(value.slice(0, WALLET_NAME_MAX_LENGTH * 16))
    .map((character) => (isHidden(character) ? (/\s/.test(character) ? ' ' : '') : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  if (!text) return fallback
  const characters = Array.from(text)
  if (characters.length <= WALLET_NAME_MAX_LENGTH) return text
  return `${characters
    .slice(0, WALLET_NAME_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}…`
}

/** Icons longer than this (a data URI of ~190 KB) are refused rather than kept in every connector. */
export const WALLET_ICON_MAX_LENGTH = 256 * 1024

// Raster and SVG images: an <img> never runs an SVG's script, so svg+xml is safe as an image source.
const DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon|svg\+xml)[;,]/i
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A wallet icon that may be an `<img>`'s source, or `undefined`: a `data:image/*` URI, an `https:` URL, a
 * `blob:` URL (the page made it from a downloaded image), a path on the page's own origin, or `http:` on this
 * machine only (the local catalogue). Never `javascript:`, `data:text/html`, remote `http:`, or text that is
 * not a URL; the result is only ever used as an image source, never in HTML or CSS.
 *
 * @example
 * safeIconUrl('javascript:alert(1)') // undefined
 * safeIconUrl('data:image/svg+xml;base64,PHN2Zy8+') // 'data:image/svg+xml;base64,PHN2Zy8+'
 */
export function safeIconUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > WALLET_ICON_MAX_LENGTH)
    return undefined
  const trimmed = value.trim()
  // Set as an attribute's value (never spliced into markup), a quote or bracket in the data stays data.
  if (DATA_IMAGE.test(trimmed)) return trimmed
  // A path on the page's own origin (an app's bundled network or token image); never `//host` or `/\\host`.
  if (/^\/(?![/\\])/.test(trimmed) && !trimmed.includes('\\')) return trimmed
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return undefined
  }
  if (url.protocol === 'https:' || url.protocol === 'blob:') return url.href
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return url.href
  return undefined
}
