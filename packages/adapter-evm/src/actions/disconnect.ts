import type { WalletClient } from './types.js'

export type DisconnectReturnType = {
  /** Whether the wallet revoked the permission; many wallets do not support wallet_revokePermissions. */
  revoked: boolean
}

/** Never throws: an unsupported or refused revocation reads `{ revoked: false }`. */
export type DisconnectErrorType = never

/**
 * Revokes the dapp's account permission (wallet_revokePermissions) where the wallet supports it.
 *
 * @example
 * const { revoked } = await disconnect(evm.getWalletClient()!)
 */
export async function disconnect(client: WalletClient): Promise<DisconnectReturnType> {
  try {
    await client.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    return { revoked: true }
  } catch {
    // Unsupported or refused: the caller forgets the connection anyway.
    return { revoked: false }
  }
}
