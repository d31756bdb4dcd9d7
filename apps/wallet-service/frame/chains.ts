// Chain ids as the kit sends them (an eip155 number, 'eip155:1', or 'solana:<genesis>'), and the app's networks.
import type { NetworkInfo } from '@portico/embedded-wallet/protocol'
import { FrameRequestError, NotSupportedError } from './errors.js'

export type ChainRef =
  | { namespace: 'eip155'; caipNetworkId: `eip155:${number}`; id: number }
  | { namespace: 'solana'; caipNetworkId: `solana:${string}`; reference: string }

/** The namespace and CAIP-2 id of a chain id; `NotSupportedError` for any namespace but eip155 and solana. */
export function chainRef(chainId: string | number): ChainRef {
  if (typeof chainId === 'number' || /^\d+$/.test(chainId)) return evm(Number(chainId))
  if (/^0x[0-9a-fA-F]+$/.test(chainId)) return evm(Number.parseInt(chainId, 16))
  const [namespace, reference, ...rest] = chainId.split(':')
  if (rest.length === 0 && reference) {
    if (namespace === 'eip155' && /^\d+$/.test(reference)) return evm(Number(reference))
    if (namespace === 'solana' && /^[1-9A-HJ-NP-Za-km-z]{1,64}$/.test(reference))
      return { namespace: 'solana', caipNetworkId: `solana:${reference}`, reference }
  }
  throw new NotSupportedError(`Chain ${String(chainId).slice(0, 64)} is not supported`)
}

function evm(id: number): ChainRef {
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotSupportedError(`Chain ${id} is not supported`)
  return { namespace: 'eip155', caipNetworkId: `eip155:${id}`, id }
}

/** The app's networks by CAIP-2 id, as SYNC_DAPP_DATA last sent them. */
export class Networks {
  #byId = new Map<string, NetworkInfo>()

  replace(networks: readonly NetworkInfo[]): void {
    this.#byId = new Map(networks.map((network) => [network.caipNetworkId, network]))
  }

  get(caipNetworkId: string): NetworkInfo | undefined {
    return this.#byId.get(caipNetworkId)
  }

  /** The network of a chain, or an error naming it (code 4901: the wallet is not connected to that chain). */
  require(ref: ChainRef): NetworkInfo {
    const network = this.#byId.get(ref.caipNetworkId)
    if (!network) throw new ChainUnknownError(ref.caipNetworkId)
    return network
  }

  evmChainIds(): number[] {
    return [...this.#byId.keys()].filter((id) => id.startsWith('eip155:')).map((id) => Number(id.slice(7)))
  }

  /** The eip155 chain ids of the networks the app shared with a smart-account service. */
  smartAccountChainIds(): number[] {
    return this.evmChainIds().filter((id) => this.#byId.get(`eip155:${id}`)?.smartAccount !== undefined)
  }
}

/** EIP-1193 4901: the chain is not one the app shared (SYNC_DAPP_DATA), so the wallet has no RPC for it. */
export class ChainUnknownError extends FrameRequestError {
  override name = 'ChainUnknownError'
  constructor(caipNetworkId: string) {
    super(`The app has not shared network ${caipNetworkId.slice(0, 80)} with the wallet`, {
      code: 4901,
      reason: 'NOT_SUPPORTED',
    })
  }
}
