import type { WalletConnectRequirements } from '@portico/core'

/** What the EVM adapter asks of a WalletConnect wallet: what its actions send, and the wallet's two events. */
export const walletConnectRequirements: WalletConnectRequirements = {
  methods: [
    'eth_sendTransaction',
    'personal_sign',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
  ],
  events: ['accountsChanged', 'chainChanged'],
}
