/**
 * Time zones of mainland China, Hong Kong and Macau, canonical names and their aliases: on-ramp providers do
 * not serve these regions, so a person there is told that buying is unavailable where they are.
 */
export const ONRAMP_RESTRICTED_TIME_ZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
]

/** The time zone the runtime reports (`Intl`), or undefined when it reports none. */
export function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/**
 * Whether on-ramp is restricted for a person in `timeZone` (default: the runtime's): mainland China, Hong
 * Kong and Macau are.
 *
 * @example
 * isOnrampRegionRestricted('Asia/Hong_Kong') // true
 * isOnrampRegionRestricted('Europe/Berlin') // false
 */
export function isOnrampRegionRestricted(timeZone: string | undefined = currentTimeZone()): boolean {
  return timeZone !== undefined && ONRAMP_RESTRICTED_TIME_ZONES.includes(timeZone)
}
