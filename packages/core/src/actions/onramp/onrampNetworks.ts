import type { ChainNamespace } from '../../caip/types.js'

/** Namespaces on-ramp providers deliver to: EVM chains and Solana. */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * Whether on-ramp serves a namespace: eip155 and solana do; elsewhere (Polkadot, Bitcoin) there is no Buy.
 *
 * @example
 * isOnrampNamespace('solana') // true
 */
export function isOnrampNamespace(namespace: ChainNamespace | undefined): boolean {
  return namespace !== undefined && ONRAMP_NAMESPACES.includes(namespace)
}
