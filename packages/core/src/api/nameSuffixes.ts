import { DEFAULT_NAME_ZONE } from './constants.js'

/**
 * @deprecated Always empty: no zone but the API's own resolves as one of its names (`alice.reown.id` is
 * another registry's Alice). Which other zones a deployment reads as its own is the API's setting
 * (`nameZoneAliases`); the kit asks the API and takes its answer.
 */
export const KNOWN_NAME_ZONES: readonly string[] = []

/**
 * Whether `input` is a name of the configured zone (`alice.portico.id`): one label of letters, digits and
 * hyphens before the zone. A name of another zone may still be one the API serves: ask it (`lookupName`).
 */
export function hasNameSuffix(input: string, zone: string = DEFAULT_NAME_ZONE): boolean {
  const name = input.toLowerCase()
  const suffix = `.${zone.toLowerCase()}`
  return name.endsWith(suffix) && /^[a-z0-9-]{1,63}$/.test(name.slice(0, -suffix.length))
}
