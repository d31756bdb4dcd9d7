export * from './cli/index.js'
export * from './db/index.js'
export * from './http/index.js'
