import { type SocialOption, socialProviders } from '@portico/core'

// What a social login needs before the connector's code loads: the window, opened in the user's click, and the
// providers the wallet service offers.

/** Whether the page is back from a social login that left it (its address carries the outcome). */
export const hasSocialOutcome = (page: Location | undefined): boolean =>
  page !== undefined && /[?&]portico_social(_error)?=/.test(page.search)

/** A phone (coarse pointer, narrow screen): the provider's page replaces this one instead of opening a window. */
export const prefersSocialRedirect = (): boolean =>
  globalThis.matchMedia?.('(pointer: coarse)').matches === true && (globalThis.innerWidth ?? 0) < 768

/** Opens the (blank, for now) window the provider's page will show in, centred over this one; null when blocked. */
export function openSocialWindow(): Window | null {
  const width = 480
  const height = 640
  const left = Math.max(0, (globalThis.screenX ?? 0) + ((globalThis.outerWidth ?? width) - width) / 2)
  const top = Math.max(0, (globalThis.screenY ?? 0) + ((globalThis.outerHeight ?? height) - height) / 2)
  return (
    globalThis.open?.('', '_blank', `popup,width=${width},height=${height},left=${left},top=${top}`) ?? null
  )
}

/** Every social login the kit knows, in the order the wallet service lists them. */
const socialOptions: readonly SocialOption[] = [...socialProviders, 'farcaster']

/** The logins the wallet service at `url` has set up (`GET /v1/social/providers`), the unknown ones left out. */
export async function fetchSocialProviders(url: string): Promise<readonly SocialOption[]> {
  const response = await fetch(new URL('/v1/social/providers', url), { credentials: 'omit' })
  if (!response.ok) throw new Error(`The wallet service answered ${response.status}`)
  const body = (await response.json()) as { providers?: unknown }
  const listed = Array.isArray(body.providers) ? body.providers : []
  return socialOptions.filter((provider) => listed.includes(provider))
}
