import { describe, expect, test } from 'vitest'
import { currentTimeZone, isOnrampRegionRestricted, ONRAMP_RESTRICTED_TIME_ZONES } from './onrampRegion.js'

describe('isOnrampRegionRestricted', () => {
  test('mainland China, Hong Kong and Macau, under every name the time-zone database gives them', () => {
    for (const zone of ONRAMP_RESTRICTED_TIME_ZONES) expect(isOnrampRegionRestricted(zone)).toBe(true)
    expect(ONRAMP_RESTRICTED_TIME_ZONES).toEqual(
      expect.arrayContaining([
        'Asia/Shanghai',
        'Asia/Urumqi',
        'PRC',
        'Asia/Hong_Kong',
        'Hongkong',
        'Asia/Macau',
      ]),
    )
  })

  test('neighbouring zones and unknown zones are not restricted', () => {
    for (const zone of [
      'Asia/Taipei',
      'Asia/Singapore',
      'Asia/Tokyo',
      'Europe/Berlin',
      'UTC',
      'Nowhere/City',
    ])
      expect(isOnrampRegionRestricted(zone)).toBe(false)
    expect(isOnrampRegionRestricted(undefined)).toBe(false)
  })

  test("without an argument it reads the runtime's time zone (TZ of this process)", () => {
    // vitest runs this file in a worker whose TZ can be set: the default follows Intl.
    expect(isOnrampRegionRestricted()).toBe(isOnrampRegionRestricted(currentTimeZone()))
  })
})
