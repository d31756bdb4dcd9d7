const rfc3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|([+-])(\d{2}):(\d{2}))$/

const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31

/**
 * An RFC 3339 date-time (what a message's time fields hold) in ms since the epoch, else undefined. The date must
 * exist: `2026-02-30` or hour 24 is refused, not rolled over as `Date.parse` does. A leap second (`:60`) is
 * refused too: no clock this is compared with can represent it.
 *
 * @example
 * parseSiwxTime('2026-01-01T00:00:00.000Z') // 1767225600000
 */
export function parseSiwxTime(text: string): number | undefined {
  const match = rfc3339.exec(text)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[]
  const [, , , , , , , fraction = '', , sign, offsetHours = '0', offsetMinutes = '0'] = match
  if (month! < 1 || month! > 12 || day! < 1 || day! > daysIn(year!, month!)) return undefined
  if (hour! > 23 || minute! > 59 || second! > 59) return undefined
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return undefined
  const offset = (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000 * (sign === '-' ? -1 : 1)
  const ms = Number(fraction.slice(1, 4).padEnd(3, '0'))
  const utc = Date.UTC(year!, month! - 1, day!, hour, minute, second, ms)
  // Date.UTC reads years 0–99 as 1900–1999.
  const adjusted = year! < 100 ? new Date(utc).setUTCFullYear(year!) : utc
  return adjusted - offset
}
