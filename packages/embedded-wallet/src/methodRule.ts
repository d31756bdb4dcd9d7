// What the embedded wallet does with a wallet request: the one rule, imported by the kit (the connector's
// sessions) and by the frame (the wallet service's RPC handler), so both sides agree on every method.

import type { EmbeddedNamespace } from './namespaces.js'

export { EMBEDDED_NAMESPACES, type EmbeddedNamespace } from './namespaces.js'

/**
 * Wallet methods that run at once: reads, capabilities, call status, a raw (already signed) transaction,
 * user-operation reads, asset listing, and the session permissions the wallet offers and has granted.
 */
export const SAFE_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_blobBaseFee',
  'eth_syncing',
  'net_version',
  'web3_clientVersion',
  'eth_sendRawTransaction',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'wallet_getSupportedExecutionPermissions',
  'wallet_getGrantedExecutionPermissions',
])

/**
 * Wallet methods the user answers in the shown frame: signing messages and typed data, sending transactions and
 * calls, Solana signing, granting and revoking session permissions (both ERC-7715 dialects) and user operations
 * after their Approve, and a sent batch's status (ERC-5792 `wallet_showCallsStatus`) until they close it.
 */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_showCallsStatus',
  'wallet_requestExecutionPermissions',
  'wallet_grantPermissions',
  'wallet_revokeExecutionPermission',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

/** A request is 'safe' only if its method is in the safe list. */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method)
/** A request is 'known' if its method is in the safe or the unsafe list; any other is not allowed. */
export const isKnownMethod = (method: string) => SAFE_METHODS.has(method) || UNSAFE_METHODS.has(method)

/**
 * What happens to a wallet request of `method` on `namespace`:
 * - `switchChain`: eip155 `wallet_switchEthereumChain` moves the frame's wallet (SWITCH_NETWORK);
 * - `safe`: a method of the safe list runs at once;
 * - `unsafe`: a method of the unsafe list waits for the user in the shown frame (their Approve, or their Close);
 * - `notAllowed`: any other method, or another namespace's (`solana_*` on eip155, anything else on solana),
 *   never reaches the wallet.
 *
 * @example
 * methodRule('eip155', 'personal_sign') // 'unsafe'
 * methodRule('solana', 'eth_call') // 'notAllowed'
 */
export function methodRule(namespace: string, method: string): MethodRule {
  if (namespace === 'eip155' && method === 'wallet_switchEthereumChain') return 'switchChain'
  if (namespace !== 'eip155' && namespace !== 'solana') return 'notAllowed'
  if ((namespace === 'solana') !== method.startsWith('solana_')) return 'notAllowed'
  if (SAFE_METHODS.has(method)) return 'safe'
  if (UNSAFE_METHODS.has(method)) return 'unsafe'
  return 'notAllowed'
}

export type MethodRule = 'switchChain' | 'safe' | 'unsafe' | 'notAllowed'

/** Every method the embedded wallet serves on `namespace` (a session's `getMethods()`). */
export function methodsOf(namespace: EmbeddedNamespace): string[] {
  const all = [...SAFE_METHODS, ...UNSAFE_METHODS, 'wallet_switchEthereumChain']
  return all.filter((method) => methodRule(namespace, method) !== 'notAllowed')
}
