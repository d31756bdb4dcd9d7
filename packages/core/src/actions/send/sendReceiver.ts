import { evmCoinType, hasEvmCoinType } from '../../api/evmCoinType.js'
import { hasNameSuffix } from '../../api/nameSuffixes.js'
import type { NameRecord } from '../../api/types.js'
import { isAddressForNamespace } from '../../caip/isAddressForNamespace.js'
import type { ChainNamespace } from '../../caip/types.js'
import { sendAddressCheck } from './sendAddressCheck.js'
import { activeSendContext, type SendDependencies } from './sendTypes.js'

export { evmCoinType }

/** The address a name record holds for the active chain, else any address of the namespace's format. */
export function addressOfName(
  record: NameRecord,
  namespace: ChainNamespace,
  chainId: number | string,
): string | undefined {
  const own =
    namespace === 'eip155' && typeof chainId === 'number' && hasEvmCoinType(chainId)
      ? record.addresses[evmCoinType(chainId)]
      : undefined
  if (own && isAddressForNamespace(namespace, own.address)) return own.address
  return Object.values(record.addresses)
    .map((entry) => entry.address)
    .find((address) => isAddressForNamespace(namespace, address))
}

/**
 * A name ('alice', 'alice.portico.id', 'bob.reown.id') rather than an address: letters, digits, hyphens and
 * dots, or any label before the API client's `namesZone`. Whether a name of another zone resolves is the
 * API's answer (it serves only its zone and the zones its settings alias to it), never the kit's guess.
 */
export function looksLikeName(input: string, zone?: string): boolean {
  return hasNameSuffix(input, zone) || /^[a-zA-Z0-9-]{4,63}(\.[a-zA-Z0-9-]+)*$/.test(input)
}

export type SendReceiver = {
  address: string
  profileName?: string | undefined
  profileImageUrl?: string | undefined
}

/**
 * What the person typed as the receiver: an address as it is, or a name resolved through the API
 * (`lookupName`). Undefined when it is neither (a name that does not resolve included).
 */
export async function resolveSendReceiver(
  deps: Pick<SendDependencies, 'api' | 'account' | 'network' | 'getAdapter'>,
  input: string,
): Promise<SendReceiver | undefined> {
  const value = input.trim()
  const namespace = deps.network.state.activeChain
  if (!value || !namespace) return undefined
  const active = activeSendContext(deps)
  if (sendAddressCheck(deps)(value)) return { address: value, ...(await profileOfAddress(deps, value)) }
  if (!deps.api || !active || !looksLikeName(value, deps.api.namesZone)) return undefined
  try {
    const record = await deps.api.lookupName({ name: value, caipNetworkId: active.network.caipNetworkId })
    const address = addressOfName(record, namespace, active.network.id)
    if (!address) return undefined
    return { address, profileName: record.name || value, profileImageUrl: record.attributes.avatar }
  } catch {
    // 'Error resolving name': the form simply has no receiver yet.
    return undefined
  }
}

/**
 * The name an EVM address holds (the API's reverse lookup, cached 5 min), shown with the receiver; none
 * when it has no name, off eip155, or when the API fails (the address alone is enough to send).
 */
async function profileOfAddress(
  deps: Pick<SendDependencies, 'api' | 'account' | 'network'>,
  address: string,
): Promise<Omit<SendReceiver, 'address'>> {
  const active = activeSendContext(deps)
  if (!deps.api || active?.namespace !== 'eip155') return {}
  try {
    const [first] = await deps.api.getNamesForAddress({
      address,
      sender: active.address,
      caipNetworkId: active.network.caipNetworkId,
    })
    return first ? { profileName: first.name, profileImageUrl: first.attributes.avatar } : {}
  } catch {
    return {}
  }
}
