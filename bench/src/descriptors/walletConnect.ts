// What an app imports to list WalletConnect: the plug-in's descriptor (the size test bundles this module).
export { getWalletConnect, walletConnect } from '@portico/walletconnect'
