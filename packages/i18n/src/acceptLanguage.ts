/**
 * The tags of an `Accept-Language` header, most wanted first: by quality, then in the order written. `*` and
 * `q=0` are dropped; at most 16 tags of the first 512 characters are read, so a huge header costs nothing.
 *
 * @example
 * acceptedLanguages('fr-CH, fr;q=0.9, de;q=0.95') // ['fr-CH', 'de', 'fr']
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .slice(0, 512)
    .split(',')
    .slice(0, 16)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}
