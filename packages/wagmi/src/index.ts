// Public entry of @portico/wagmi.

export { type CreateWagmiAdapterParameters, createWagmiAdapter } from './createWagmiAdapter.js'
export { syncWagmi } from './syncWagmi.js'
