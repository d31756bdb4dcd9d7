// The blockchain API's account reads, loaded together on the first of them (an account view needs most).

export { getBalance } from './getBalance.js'
export { getGasPrice } from './getGasPrice.js'
export { getIdentity } from './getIdentity.js'
export { getNamesForAddress } from './getNamesForAddress.js'
export { getNfts } from './getNfts.js'
export { getSmartAccountNetworks } from './getSmartAccountNetworks.js'
export { getSupportedChains } from './getSupportedChains.js'
export { getTokenPrice } from './getTokenPrice.js'
export { getTransactions } from './getTransactions.js'
