import { isChainNamespace } from '../caip/isChainNamespace.js'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { CaipNetworkId } from '../caip/types.js'
import { InvalidCaipNetworkIdError, InvalidChainIdError, RpcUrlRequiredError } from '../errors/thrown.js'
import type { Network } from './types.js'

/** A network without its caipNetworkId, which `defineNetwork` derives (a given one must agree). */
export type NetworkInput = Omit<Network, 'caipNetworkId'> & { caipNetworkId?: CaipNetworkId | undefined }

/** The network `defineNetwork` returns: the input's literal types kept, caipNetworkId filled in. */
export type DefinedNetwork<T extends NetworkInput> = Omit<T, 'caipNetworkId'> & {
  caipNetworkId: `${T['chainNamespace']}:${T['id']}`
}

/**
 * Checks a network and fills in `caipNetworkId` as `chainNamespace:id`.
 * Throws `InvalidChainIdError` for an eip155 id that is not a positive integer or another namespace's
 * id that is not a CAIP-2 reference string, `InvalidCaipNetworkIdError` for an unknown namespace or a
 * caipNetworkId that disagrees, and `RpcUrlRequiredError` unless every RPC URL is a valid http(s)/ws(s) URL.
 */
export function defineNetwork<const T extends NetworkInput>(input: T): DefinedNetwork<T> {
  const { chainNamespace, id } = input
  if (!isChainNamespace(chainNamespace)) {
    throw new InvalidCaipNetworkIdError({
      details: `Unknown chain namespace ${JSON.stringify(chainNamespace)}`,
    })
  }
  const validId =
    chainNamespace === 'eip155'
      ? Number.isSafeInteger(id) && (id as number) > 0
      : typeof id === 'string' && id.length > 0 && !id.includes(':')
  if (!validId) {
    throw new InvalidChainIdError({ details: `${JSON.stringify(id)} is not a ${chainNamespace} id` })
  }

  const caipNetworkId = `${chainNamespace}:${id}` as const
  parseCaipNetworkId(caipNetworkId)
  if (input.caipNetworkId !== undefined && input.caipNetworkId !== caipNetworkId) {
    throw new InvalidCaipNetworkIdError({ details: `${input.caipNetworkId} does not match ${caipNetworkId}` })
  }

  const { default: defaultUrls, chainDefault } = input.rpcUrls
  if (defaultUrls.http.length === 0) {
    throw new RpcUrlRequiredError({ details: `${input.name} has no RPC URL` })
  }
  for (const urls of chainDefault ? [defaultUrls, chainDefault] : [defaultUrls]) {
    for (const url of urls.http) assertUrl(url, ['http:', 'https:'])
    for (const url of urls.webSocket ?? []) assertUrl(url, ['ws:', 'wss:'])
  }

  return { ...input, caipNetworkId } as DefinedNetwork<T>
}

function assertUrl(url: string, protocols: readonly string[]): void {
  let protocol: string | undefined
  try {
    protocol = new URL(url).protocol
  } catch {}
  if (!protocol || !protocols.includes(protocol)) {
    throw new RpcUrlRequiredError({
      details: `${JSON.stringify(url)} is not a valid ${protocols.join('/')} URL`,
    })
  }
}
