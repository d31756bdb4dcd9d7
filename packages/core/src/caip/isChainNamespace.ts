import { type ChainNamespace, chainNamespaces } from './types.js'

/** True for a namespace Portico knows: eip155, solana, polkadot or bip122. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}
