import type { CaipNetworkId } from '../caip/types.js'

/** The namespaces the embedded wallet serves. */
export const EMBEDDED_NAMESPACES = ['eip155', 'solana'] as const
export type EmbeddedNamespace = (typeof EMBEDDED_NAMESPACES)[number]

/** The protocol's method lists, as the loaded `@portico/embedded-wallet` exports them. */
export type MethodLists = {
  SAFE_METHODS: ReadonlySet<string>
  UNSAFE_METHODS: ReadonlySet<string>
}

/**
 * What happens to a wallet request of `method` on `namespace`:
 * - `switchChain`: eip155 `wallet_switchEthereumChain` moves the frame's wallet (SWITCH_NETWORK);
 * - `safe`: a method of the safe list runs at once;
 * - `unsafe`: a method of the unsafe list waits for the user's Approve in the shown frame;
 * - `notAllowed`: any other method, or another namespace's (`solana_*` on eip155, anything else on solana),
 *   never reaches the frame.
 */
export function methodRule(
  namespace: EmbeddedNamespace,
  method: string,
  lists: MethodLists,
): 'switchChain' | 'safe' | 'unsafe' | 'notAllowed' {
  if (namespace === 'eip155' && method === 'wallet_switchEthereumChain') return 'switchChain'
  if ((namespace === 'solana') !== method.startsWith('solana_')) return 'notAllowed'
  if (lists.SAFE_METHODS.has(method)) return 'safe'
  if (lists.UNSAFE_METHODS.has(method)) return 'unsafe'
  return 'notAllowed'
}

/** Every method the embedded wallet serves on `namespace` (a session's `getMethods()`). */
export function methodsOf(namespace: EmbeddedNamespace, lists: MethodLists): string[] {
  const all = [...lists.SAFE_METHODS, ...lists.UNSAFE_METHODS, 'wallet_switchEthereumChain']
  return all.filter((method) => methodRule(namespace, method, lists) !== 'notAllowed')
}

/** CAIP-10 accounts: each address on each chain. */
export function caipAccounts(chains: readonly CaipNetworkId[], addresses: readonly string[]): string[] {
  return chains.flatMap((chain) => addresses.map((address) => `${chain}:${address}`))
}

/** How the frame names a chain: the eip155 number, or the CAIP-2 id elsewhere. */
export function frameChainId(caipNetworkId: CaipNetworkId): string | number {
  const [namespace, reference] = caipNetworkId.split(':')
  return namespace === 'eip155' && reference && /^\d+$/.test(reference) ? Number(reference) : caipNetworkId
}
