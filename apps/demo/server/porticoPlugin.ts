import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import type { DemoWorld } from '../src/world.js'

export type DevWalletInjection = { policy: 'approve' | 'reject' | 'prompt' }

export const WORLD_PATH = '/portico.json'
const DEV_WALLET_PATH = '/@portico/dev-wallet.js'

/** The dev wallet's config for a world: every devnet chain, the first one initial, the Bitcoin and Solana chains. */
export function devWalletConfig(world: DemoWorld, { policy }: DevWalletInjection) {
  return {
    policy,
    chains: world.chains.map(({ chainId, name, rpcUrl }) => ({
      id: chainId,
      name,
      rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })),
    ...(world.bitcoin && {
      bitcoin: {
        network: world.bitcoin.params,
        chains: [world.bitcoin.caipNetworkId],
        chainName: world.bitcoin.name,
        symbol: world.bitcoin.symbol,
      },
    }),
    ...(world.polkadot && {
      polkadot: {
        ss58Format: world.polkadot.ss58Format,
        chainName: world.polkadot.name,
        symbol: world.polkadot.symbol,
        decimals: world.polkadot.decimals,
        policy,
      },
    }),
    ...(world.solana && {
      solana: {
        rpcUrl: world.solana.rpcUrl,
        wsUrl: world.solana.wsUrl,
        chains: [world.solana.caipNetworkId],
        chainName: world.solana.name,
      },
    }),
  }
}

/**
 * Serves the running world as `/portico.json` and, when `devWallet` is set, injects the dev wallet into the
 * page: a script setting `window.__PORTICO_DEV_WALLET__`, then the wallet's `inject.js` bundle (which
 * remembers the site's permission in localStorage, so a reload reconnects without asking).
 */
export function porticoPlugin({
  world,
  devWallet,
}: {
  world: DemoWorld
  devWallet?: DevWalletInjection | undefined
}): Plugin {
  const injectPath = createRequire(import.meta.url).resolve('@portico/dev-wallet/inject.js')
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = req.url?.split('?')[0]
    if (path === WORLD_PATH) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify(world))
    } else if (path === DEV_WALLET_PATH && devWallet) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      res.end(readFileSync(injectPath, 'utf8'))
    } else {
      next()
    }
  }
  return {
    name: 'portico-demo-world',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
    transformIndexHtml() {
      if (!devWallet) return []
      const config = JSON.stringify(devWalletConfig(world, devWallet)).replaceAll('<', '\\u003c')
      return [
        { tag: 'script', children: `window.__PORTICO_DEV_WALLET__ = ${config}`, injectTo: 'head-prepend' },
        { tag: 'script', attrs: { src: DEV_WALLET_PATH }, injectTo: 'head-prepend' },
      ]
    },
  }
}
