import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { devnetChains, loadConfig, startApiServer } from '@portico/api'
import { CHROMIUM, CHROMIUM_ARGS } from '@portico/dev-utils'
import { startDevnet } from '@portico/devnet'
import { devnetAccount } from '@portico/devnet/contracts'
import { type Browser, chromium } from 'playwright-core'
import { toHex } from 'viem'
import { buildExampleWithVite, installExample } from '../installExample.js'

const require = createRequire(import.meta.url)
const INJECT_PATH = require.resolve('@portico/dev-wallet/inject.js')

/** The local EVM devnet and the API serving it, on free loopback ports. */
export async function startWorld() {
  const devnet = await startDevnet()
  try {
    const api = await startApiServer(loadConfig({}, { port: 0, chains: devnetChains(devnet) }))
    return {
      devnet,
      api,
      async stop() {
        await api.close()
        await devnet.stop()
      },
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
}

/** Serves a built static site (index.html for unknown paths) on a free loopback port. */
export async function serveStatic(dir: string) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path)
    const body = await readFile(file.startsWith(dir) ? file : join(dir, 'index.html')).catch(() =>
      readFile(join(dir, 'index.html')),
    )
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'text/html' })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })

/** A browser context with the EVM dev wallet injected (devnet mnemonic account `account`, approving). */
export async function walletContext(
  browser: Browser,
  chains: { chainId: number; rpcUrl: string }[],
  account = 0,
) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } })
  await context.addInitScript(
    (config) => {
      ;(window as unknown as { __PORTICO_DEV_WALLET__: unknown }).__PORTICO_DEV_WALLET__ = config
    },
    {
      policy: 'approve',
      privateKey: toHex(devnetAccount(account).getHdKey().privateKey!),
      chains: chains.map(({ chainId, rpcUrl }) => ({
        id: chainId,
        name: `Local ${chainId}`,
        rpcUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      })),
    },
  )
  await context.addInitScript({ path: INJECT_PATH })
  return context
}

/**
 * What a Vite example's browser test starts from: a fresh local world, the example installed from the
 * tarballs and built (with `env(world)` as its Vite env) and served, a Chromium, and the licence problems of
 * its bundle. `stop()` ends them all.
 */
export async function startViteExample(name: string, env: (world: World) => Record<string, string>) {
  const [world, app] = await Promise.all([startWorld(), installExample(name)])
  try {
    const licenceProblems = await buildExampleWithVite(app, env(world))
    const site = await serveStatic(join(app, 'dist'))
    const browser = await launchChromium()
    return {
      world,
      /** The installed app's folder. */
      app,
      site,
      browser,
      licenceProblems,
      async stop() {
        await browser.close()
        await site.close()
        await world.stop()
      },
    }
  } catch (error) {
    await world.stop()
    throw error
  }
}

export type World = Awaited<ReturnType<typeof startWorld>>
