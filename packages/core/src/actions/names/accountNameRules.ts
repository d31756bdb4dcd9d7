/** The fewest characters of a name's label. */
export const ACCOUNT_NAME_MIN_LENGTH = 4
/** The most characters of a name's label (one DNS label). */
export const ACCOUNT_NAME_MAX_LENGTH = 63

const LABEL = /^[a-zA-Z0-9-]+$/

/** Why a typed name is not a name: a character other than letters, digits or hyphens, or too short or long. */
export type AccountNameRuleBreak = 'characters' | 'tooShort' | 'tooLong'

/**
 * The label of a typed name: 'alice' and 'alice.<zone>' both give 'alice' (lower case). Other suffixes stay
 * part of the label, so the dot breaks the rule.
 */
export function accountNameLabel(input: string, zone: string): string {
  const lower = input.trim().toLowerCase()
  const suffix = `.${zone.toLowerCase()}`
  return lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
}

/**
 * The rule a label breaks, or undefined when it is a name: letters, digits or hyphens, at least 4
 * characters (at most 63).
 */
export function accountNameRuleBreak(label: string): AccountNameRuleBreak | undefined {
  if (label !== '' && !LABEL.test(label)) return 'characters'
  if (label.length < ACCOUNT_NAME_MIN_LENGTH) return 'tooShort'
  if (label.length > ACCOUNT_NAME_MAX_LENGTH) return 'tooLong'
  return undefined
}

/** `label.zone`, the full name registered and shown. */
export function fullAccountName(label: string, zone: string): string {
  return `${label}.${zone}`
}
