import { type Config, type SocialOption, socialProviders } from '@portico/core'
import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { withoutRefusedInTelegram } from './telegram.js'

/** Every social login this kit has built: the providers' and Farcaster's. */
const builtSocials: readonly string[] = [...socialProviders, 'farcaster']

/**
 * The social logins the app asks for (`features.socials`, in its order, without duplicates) that this kit has
 * built. Empty without the embedded wallet, whose service the social logins go through.
 */
export function wantedSocials(config: Config): SocialOption[] {
  const wanted = config.options.state.features.socials
  if (!getEmbeddedWallet(config) || !wanted) return []
  return [...new Set(wanted)].filter((option): option is SocialOption => builtSocials.includes(option))
}

/**
 * The social logins Connect offers: the wanted ones (`wantedSocials`, Farcaster among them) that the wallet service
 * has set up, in the app's order, without those that refuse to log in inside a Telegram mini app's web view
 * (`telegram.ts`). Asks the service only when some are wanted; its failure offers none.
 *
 * @example
 * await offeredSocials(config) // ['google', 'farcaster'] for socials ['google', 'farcaster', 'github'] and a service with farcaster, google
 */
export async function offeredSocials(config: Config): Promise<SocialOption[]> {
  const wanted = wantedSocials(config)
  const wallet = getEmbeddedWallet(config)
  if (!wallet || wanted.length === 0) return []
  const served: readonly SocialOption[] = await wallet.socialProviders()
  return withoutRefusedInTelegram(wanted.filter((option) => served.includes(option)))
}
