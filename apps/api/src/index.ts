export { createApp } from './app.js'
export {
  devnetChains,
  devnetPaymaster,
  devnetSessionRevokeTarget,
  devnetSessions,
} from './chain/devnetChains.js'
export { type ApiConfig, type ChainConfig, type ConfigInput, loadConfig } from './config.js'
export { createUtxoNodes, type UtxoNode, type UtxoNodeConfig } from './esplora/createUtxoNodes.js'
export { esploraRoutes } from './routes/esplora.js'
export { type ApiServer, startApiServer } from './server.js'
