import { DEFAULT_NAME_ZONE } from './constants.js'

/** Name zones resolved besides the configured one. */
export const KNOWN_NAME_ZONES = ['reown.id', 'wcn.id'] as const

/**
 * Whether `input` is a name of the configured zone or of a known one (`alice.portico.id`, `alice.reown.id`,
 * `alice.wcn.id`): one label of letters, digits and hyphens before the zone.
 */
export function hasNameSuffix(input: string, zone: string = DEFAULT_NAME_ZONE): boolean {
  const name = input.toLowerCase()
  return [zone, ...KNOWN_NAME_ZONES].some((known) => {
    const suffix = `.${known.toLowerCase()}`
    return name.endsWith(suffix) && /^[a-z0-9-]{1,63}$/.test(name.slice(0, -suffix.length))
  })
}
