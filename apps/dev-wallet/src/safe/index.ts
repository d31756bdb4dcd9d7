// The Safe host: a real Safe on a local chain, and a page that runs a Safe App in its frame (see README).
export { CREATE2_DEPLOYER, createSafe, deploySafeContracts, type SafeDeployment } from './deploy.js'
export { type SafeHost, type StartSafeHostOptions, startSafeHost } from './startSafeHost.js'
