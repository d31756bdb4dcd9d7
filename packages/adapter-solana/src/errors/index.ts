export * from './connector.js'
export * from './toWalletError.js'
export * from './transaction.js'
