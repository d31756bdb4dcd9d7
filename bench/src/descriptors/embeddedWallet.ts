// What an app imports to list the embedded wallet: the plug-in's descriptor (the size test bundles this module).
export { embeddedWallet, getEmbeddedWallet } from '@portico/embedded-wallet'
