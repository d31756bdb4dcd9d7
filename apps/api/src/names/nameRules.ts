/** Spec §5: a name label is letters, digits or hyphen, at least 4 characters. */
export const NAME_LABEL = /^[a-zA-Z0-9-]{4,63}$/

/** `label.zone` split, or undefined when the zone is not ours or the label breaks the rules. */
export function parseName(name: string, zone: string): { label: string; full: string } | undefined {
  const lower = name.toLowerCase()
  const suffix = `.${zone}`
  const label = lower.endsWith(suffix)
    ? lower.slice(0, -suffix.length)
    : lower.includes('.')
      ? undefined
      : lower
  if (!label || !NAME_LABEL.test(label)) return undefined
  return { label, full: `${label}${suffix}` }
}
