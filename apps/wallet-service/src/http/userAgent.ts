/** What a `User-Agent` header says of the browser and the operating system, by name; undefined where it says nothing known. */
export type DeviceSummary = { browser: string | undefined; os: string | undefined }

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS browsers say Mac OS X.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/**
 * The browser and system a `User-Agent` names (one of a fixed list of names, so nothing of the header itself is
 * ever shown).
 *
 * @example
 * summariseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Firefox/128.0') // { browser: 'Firefox', os: 'Windows' }
 */
export function summariseUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const text = (userAgent ?? '').slice(0, 512)
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(text))?.[1],
    os: SYSTEMS.find(([pattern]) => pattern.test(text))?.[1],
  }
}
