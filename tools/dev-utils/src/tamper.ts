/**
 * `text` with the character at `index` (by default the middle one) replaced by a different one, 'A' or 'B': a
 * tampered signature or token that certainly differs from the real one. Overwriting the end with a fixed string
 * (`…AA`) leaves a signature unchanged whenever it already ended so, about once in 256 runs for base64.
 * Pick an index whose character carries full bits: not a base64 string's last one, whose low bits may be padding.
 */
export function tamper(text: string, index = Math.floor(text.length / 2)): string {
  const char = text[index]
  if (char === undefined) throw new RangeError(`tamper: no character at ${index} in a text of ${text.length}`)
  return `${text.slice(0, index)}${char === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`
}
