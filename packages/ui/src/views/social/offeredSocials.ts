import { type Config, type SocialProvider, socialProviders } from '@portico/core'
import { getEmbeddedWallet } from '@portico/embedded-wallet'

/**
 * The providers the app asks for (`features.socials`, in its order, without duplicates) that this kit has built:
 * every one but Farcaster. Empty without the embedded wallet, whose service the social logins go through.
 */
export function wantedSocials(config: Config): SocialProvider[] {
  const wanted = config.options.state.features.socials
  if (!getEmbeddedWallet(config) || !wanted) return []
  const built: readonly string[] = socialProviders
  return [...new Set(wanted)].filter((option): option is SocialProvider => built.includes(option))
}

/**
 * The social logins Connect offers: the wanted providers (`wantedSocials`) that the wallet service has set up, in
 * the app's order. Asks the service only when some are wanted; its failure offers none.
 *
 * @example
 * await offeredSocials(config) // ['google', 'github'] for socials ['google', 'x', 'github'] and a service with google, github
 */
export async function offeredSocials(config: Config): Promise<SocialProvider[]> {
  const wanted = wantedSocials(config)
  const wallet = getEmbeddedWallet(config)
  if (!wallet || wanted.length === 0) return []
  const served = await wallet.socialProviders()
  return wanted.filter((provider) => served.includes(provider))
}
