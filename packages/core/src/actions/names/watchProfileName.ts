import { subscribe } from 'valtio/vanilla'
import { type NamesDependencies, nameContext } from './namesTypes.js'

/**
 * The active eip155 account's first name (reverse lookup, cached 5 min by the API client) as its
 * `profileName`, and that name's `avatar` attribute as its `profileImage`. Resolves to the name, or
 * undefined when it has none or names are unsupported. Throws `NamesForAddressError` ('Error fetching names
 * for address') when the API fails.
 *
 * @example
 * await fetchProfileName(config) // 'alice.portico.id'
 */
export async function fetchProfileName(
  deps: Pick<NamesDependencies, 'api' | 'account' | 'network'>,
): Promise<string | undefined> {
  const { context } = nameContext(deps)
  if (!context) return undefined
  const { api, address, network } = context
  const [first] = await api.getNamesForAddress({
    address,
    sender: address,
    caipNetworkId: network.caipNetworkId,
  })
  // The account may have changed while the API answered.
  if (!first || deps.account.get('eip155').address !== address) return undefined
  deps.account.set('eip155', 'profileName', first.name)
  deps.account.set('eip155', 'profileImage', first.attributes.avatar)
  return first.name
}

/**
 * Keeps the active eip155 account's `profileName` and `profileImage` from the reverse lookup: on connect,
 * on reload into a stored connection and when the account or network changes (cleared first, so another
 * account's name never shows). A failed lookup leaves the shortened address. Returns the unsubscribe.
 */
export function watchProfileName(deps: Pick<NamesDependencies, 'api' | 'account' | 'network'>): () => void {
  let followed: string | undefined
  const follow = () => {
    const { context } = nameContext(deps)
    const key = context ? `${context.network.caipNetworkId}:${context.address}` : undefined
    if (key === followed) return
    const previous = followed
    followed = key
    if (!context) return
    // A different address than before: its names are not known yet.
    if (previous?.split(':')[2] !== context.address) {
      deps.account.set('eip155', 'profileName', undefined)
      deps.account.set('eip155', 'profileImage', undefined)
    }
    void fetchProfileName(deps).catch(() => undefined)
  }
  const stopAccount = subscribe(deps.account.state, follow)
  const stopNetwork = subscribe(deps.network.state, follow)
  follow()
  return () => {
    stopAccount()
    stopNetwork()
  }
}
