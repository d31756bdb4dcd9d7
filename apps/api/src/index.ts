export { createApp } from './app.js'
export { devnetChains } from './chain/devnetChains.js'
export { type ApiConfig, type ChainConfig, type ConfigInput, loadConfig } from './config.js'
export { type ApiServer, startApiServer } from './server.js'
