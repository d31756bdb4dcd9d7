import type { SocialOption } from '@portico/core'

// Telegram mini apps run in Telegram's own web view, where some providers refuse to log anyone in. Which ones, by the
// platform the mini app runs on (the table is in the package's README):
// - Google refuses OAuth in embedded web views on every platform ("disallowed_useragent", its secure-browser policy);
// - Facebook no longer logs in inside Android web views (its 2021 deprecation of embedded-browser login).

type TelegramPlatform = 'ios' | 'mac' | 'android'

const refused: Readonly<Record<TelegramPlatform, readonly SocialOption[]>> = {
  ios: ['google'],
  mac: ['google'],
  android: ['google', 'facebook'],
}

/** The platform of a Telegram mini app this page runs in (iOS, Mac or Android); undefined outside one, or elsewhere. */
export function telegramPlatform(
  page: { Telegram?: { WebApp?: unknown } } = globalThis as { Telegram?: { WebApp?: unknown } },
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): TelegramPlatform | undefined {
  if (typeof page.Telegram?.WebApp !== 'object' || page.Telegram.WebApp === null) return undefined
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'mac'
  return undefined
}

/** `options` without the providers that refuse to log in inside Telegram's web view on this platform. */
export function withoutRefusedInTelegram(
  options: readonly SocialOption[],
  platform: TelegramPlatform | undefined = telegramPlatform(),
): SocialOption[] {
  const out = platform ? refused[platform] : []
  return options.filter((option) => !out.includes(option))
}
