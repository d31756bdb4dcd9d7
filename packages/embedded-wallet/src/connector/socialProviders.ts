import { type SocialOption, socialProviders } from '@portico/core'

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
