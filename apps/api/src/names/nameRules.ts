/** A name label is letters, digits or hyphens, 4 to 63 characters. */
export const NAME_LABEL = /^[a-zA-Z0-9-]{4,63}$/

/** A zone: two or more dot-separated labels of lowercase letters, digits or hyphens (`portico.id`). */
export const NAME_ZONE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/

export type ParseNameOptions = {
  /**
   * Other suffixes that stand for `zone` (lookups pass the `nameZoneAliases` setting); none by default. A
   * suffix that is neither is another registry's name, never read as one of the zone.
   */
  aliases?: readonly string[]
}

/**
 * `label.zone` split, or undefined when the suffix is neither the zone nor one of `aliases`, or the label
 * breaks the rules. A name without a suffix is taken as a label of the zone; `full` is always in the zone.
 */
export function parseName(
  name: string,
  zone: string,
  { aliases = [] }: ParseNameOptions = {},
): { label: string; full: string } | undefined {
  const lower = name.toLowerCase()
  const suffix = [zone, ...aliases].map((each) => `.${each}`).find((each) => lower.endsWith(each))
  const label = suffix ? lower.slice(0, -suffix.length) : lower.includes('.') ? undefined : lower
  if (!label || !NAME_LABEL.test(label)) return undefined
  return { label, full: `${label}.${zone}` }
}
