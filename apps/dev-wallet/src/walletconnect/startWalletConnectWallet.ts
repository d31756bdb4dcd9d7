import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { icon } from '../icon.js'
import { defaultEvmKeys, defaultSolanaKeys, solanaKeyText } from './keys.js'
import type { StartWalletConnectWalletOptions, WalletConnectWallet, WalletPageConfig } from './types.js'

// The page's browser bundle (scripts/bundle.mjs). This file sits two levels below the package root both in
// src/ (tests) and in dist/, so the same relative URL finds it.
const BUNDLE = new URL('../../dist/walletconnect/page.js', import.meta.url)

/** The page's config from the options: every default resolved, keys as the page reads them. */
export function walletPageConfig(options: StartWalletConnectWalletOptions): WalletPageConfig {
  if (options.evm.chains.length === 0) throw new Error('startWalletConnectWallet: `evm.chains` is empty')
  const solana = options.solana
  return {
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    name: options.name ?? 'Portico WalletConnect Wallet',
    evm: {
      chains: options.evm.chains.map(({ chainId, rpcUrl, name }, index) => ({
        id: chainId,
        rpcUrl,
        name: name ?? (index === 0 ? 'Anvil' : `Anvil ${chainId}`),
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      })),
      privateKeys: [...(options.evm.privateKeys ?? defaultEvmKeys)],
    },
    ...(solana && {
      solana: {
        caipNetworkId: solana.caipNetworkId,
        rpcUrl: solana.rpcUrl,
        ...(solana.wsUrl ? { wsUrl: solana.wsUrl } : {}),
        name: solana.name ?? 'Solana Devnet',
        secretKeys: (solana.secretKeys ?? defaultSolanaKeys).map(solanaKeyText),
      },
    }),
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function pageHtml(config: WalletPageConfig) {
  // `<` escaped so no value can close the script element.
  const json = JSON.stringify(config).replaceAll('<', '\\u003c')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(config.name)}</title>
<link rel="icon" href="${icon}">
<script>window.__PORTICO_WC_WALLET__ = ${json}</script>
<script src="/page.js" defer></script>
</head>
<body><noscript>This wallet page needs JavaScript.</noscript></body>
</html>`
}

/**
 * Starts the WalletConnect test wallet: an HTTP server on its own origin serving a page that acts as a phone
 * wallet. Its wallet side is `@walletconnect/sign-client` (the reference implementation) talking to
 * `relayUrl`; it signs with the dev wallet's keys and prompts, and sends on the local chains. Open `url`
 * with `?uri=<wc: URI>` (at `/` or `/wc`) to pair at once, or paste a URI into the page.
 */
export async function startWalletConnectWallet(
  options: StartWalletConnectWalletOptions,
): Promise<WalletConnectWallet> {
  const config = walletPageConfig(options)
  let bundle: Buffer
  try {
    bundle = await readFile(BUNDLE)
  } catch {
    throw new Error(
      `startWalletConnectWallet: ${BUNDLE.pathname} is missing; run \`pnpm --filter @portico/dev-wallet build\``,
    )
  }
  const html = pageHtml(config)
  const iconSvg = decodeURIComponent(icon.slice(icon.indexOf(',') + 1))

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const headers = { 'cache-control': 'no-store' }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end()
    } else if (path === '/' || path === '/wc' || path === '/wc/') {
      res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(html)
    } else if (path === '/icon.svg') {
      res.writeHead(200, { ...headers, 'content-type': 'image/svg+xml' }).end(iconSvg)
    } else if (path === '/page.js') {
      res.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' }).end(bundle)
    } else {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('Not found')
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { address, port } = server.address() as AddressInfo
  const host = address.includes(':') ? `[${address}]` : address

  return {
    url: `http://${host}:${port}/`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
