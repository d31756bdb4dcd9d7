import type { WalletClient } from './types.js'

export type DisconnectReturnType = {
  /** Whether the wallet revoked the permission; many wallets do not support wallet_revokePermissions. */
  revoked: boolean
}

/** Revokes the dapp's account permission where the wallet supports it. Never throws. */
export async function disconnect(client: WalletClient): Promise<DisconnectReturnType> {
  try {
    await client.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    return { revoked: true }
  } catch {
    // Unsupported or refused: the caller forgets the connection anyway.
    return { revoked: false }
  }
}
