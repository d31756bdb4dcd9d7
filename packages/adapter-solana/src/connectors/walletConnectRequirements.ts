import type { WalletConnectRequirements } from '@portico/core'

// The JSON-RPC methods of a Solana wallet over a WalletConnect session.
export const SIGN_MESSAGE = 'solana_signMessage'
export const SIGN_TRANSACTION = 'solana_signTransaction'
export const SIGN_ALL_TRANSACTIONS = 'solana_signAllTransactions'
export const SIGN_AND_SEND_TRANSACTION = 'solana_signAndSendTransaction'

/** What the Solana adapter asks of a WalletConnect wallet: the signing methods its actions use, and its events. */
export const walletConnectRequirements: WalletConnectRequirements = {
  methods: [SIGN_MESSAGE, SIGN_TRANSACTION, SIGN_AND_SEND_TRANSACTION, SIGN_ALL_TRANSACTIONS],
  events: ['accountsChanged', 'chainChanged'],
}
