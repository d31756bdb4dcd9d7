// The world of the frame's browser tests: the frame bundle served by the real wallet service with its mail
// catcher, anvil and the local Solana validator, an app page server on 127.0.0.1 (`/`, `/sibling`, and `/other`
// served on localhost: another origin embedding a frame made for the app's), and Chromium.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM, CHROMIUM_ARGS, freePort } from '@portico/dev-utils'
import { type Devnet, startDevnet } from '@portico/devnet'
import { type SolanaDevnet, startSolanaDevnet } from '@portico/devnet-solana'
import type { NetworkInfo } from '@portico/embedded-wallet/protocol'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'
import {
  extractCode,
  loadWalletServiceConfig,
  type MailCatcher,
  startMailCatcher,
  startWalletService,
  type WalletService,
  type WalletServiceConfigInput,
} from '../../src/index.js'
import { type AppPageOptions, appPage, frameSrc, siblingPage } from './appPage.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
export const screenshots = join(root, 'test-results')

/** Builds the frame bundle into a folder of its own (removed by the world's `stop`). */
export function bundleFrame(outdir = mkdtempSync(join(tmpdir(), 'portico-frame-'))) {
  execFileSync(process.execPath, [join(root, 'scripts/bundle.mjs'), '--outdir', outdir])
  return outdir
}

export type FrameWorldOptions = {
  solanaAccounts?: number
  page?: AppPageOptions
  /**
   * Serves the frame, and the app page, on `localhost` (a passkey's RP ID is a domain name, never an IP address;
   * the page is on the frame's site, so the frame keeps its storage).
   */
  onLocalhost?: boolean
  /**
   * The service's port (default: a free one). A test that registers the service's social callback at a provider
   * before the service starts picks it first.
   */
  servicePort?: number
  /** The service's social login settings (`@portico/idp`'s `settings(client)` for the local stand-in). */
  social?: WalletServiceConfigInput['social']
  /** Starts the devnet chain's smart-account services (bundler, paymaster): the app shares them with the frame. */
  smartAccount?: (devnet: Devnet) => Promise<SmartAccountServices>
}

/** What a smart-account world adds to the devnet chain's network, and how it stops. */
export type SmartAccountServices = {
  service: NonNullable<NetworkInfo['smartAccount']>
  stop(): Promise<void>
}

/** Starts the service, the chains (anvil's accounts; `solanaAccounts` funded Solana ones), the app pages and Chromium. */
export async function startFrameWorld({
  solanaAccounts = 1,
  page: pageOptions = {},
  onLocalhost = false,
  servicePort: chosenPort,
  social,
  smartAccount,
}: FrameWorldOptions = {}) {
  const frameDir = bundleFrame()
  const [catcher, devnet, solanaDevnet]: [MailCatcher, Devnet, SolanaDevnet] = await Promise.all([
    startMailCatcher(),
    startDevnet({ chainIds: [31337] }),
    startSolanaDevnet({ accounts: solanaAccounts }),
  ])
  const smartAccountServices = smartAccount && (await smartAccount(devnet))
  const servicePort = chosenPort ?? (onLocalhost ? await freePort() : 0)
  const service: WalletService = await startWalletService(
    loadWalletServiceConfig(
      {},
      {
        host: '127.0.0.1',
        port: servicePort,
        ...(onLocalhost && { publicUrl: `http://localhost:${servicePort}` }),
        smtpUrl: catcher.smtpUrl,
        frameDir,
        // The app page's origin; `/other` on localhost is refused by the frame's pinned origin, not by this list.
        projects: [{ id: 'test', allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] }],
        rateLimits: { mailsPerEmail: 1000, mailsPerIp: 100_000, requestsPerIp: 1_000_000 },
        ...(social && { social }),
      },
    ),
  )
  // The frame's origin: the service's public URL.
  const serviceUrl = onLocalhost ? `http://localhost:${servicePort}` : service.url
  let appOrigin = ''
  const appServer: Server = createServer((request, response) => {
    const origin = `http://${request.headers.host ?? ''}`
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    if (request.url === '/sibling') return response.end(siblingPage)
    // The other origin's page embeds a frame made for the app's origin, as a hostile page could.
    const pinned = request.url === '/other' ? appOrigin : origin
    const sibling = pageOptions.sibling === true && request.url !== '/other'
    response.end(appPage(frameSrc(serviceUrl, pinned), serviceUrl, { ...pageOptions, sibling }))
  })
  await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve))
  const { port } = appServer.address() as AddressInfo
  // With the frame on localhost, the app page is on localhost too: the same site, whose frames keep their storage
  // (Chromium refuses storage to a frame of another site).
  appOrigin = onLocalhost ? `http://localhost:${port}` : `http://127.0.0.1:${port}`
  const otherOrigin = onLocalhost ? `http://127.0.0.1:${port}` : `http://localhost:${port}`
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })

  return {
    service,
    serviceUrl,
    catcher,
    devnet,
    solanaDevnet,
    browser,
    appOrigin,
    otherOrigin,

    /** The app's networks as the kit syncs them: anvil and the local validator. */
    networks: () => [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Devnet',
        rpcUrl: devnet.chains[0]!.rpcUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        ...(smartAccountServices && { smartAccount: smartAccountServices.service }),
      },
      {
        caipNetworkId: solanaDevnet.caipNetworkId,
        name: 'Solana Devnet',
        rpcUrl: solanaDevnet.rpcUrl,
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      },
    ],

    /** Opens the app page (`/other`: on the other origin) in `context`, or a fresh one (a device of its own). */
    async openApp(context?: BrowserContext, path = '/', viewport = { width: 800, height: 600 }) {
      const ctx = context ?? (await browser.newContext({ viewport }))
      const page = await ctx.newPage()
      const logs: string[] = []
      page.on('console', (message) => logs.push(message.text()))
      await page.goto(`${path === '/other' ? otherOrigin : appOrigin}${path}`)
      const frame = page.frame({ url: (url) => url.href.startsWith(`${serviceUrl}/frame`) })
      if (!frame) throw new Error('no wallet frame')
      return { ctx, page, frame, logs }
    },

    /** The code of the first mail to `to` sent after `after`. */
    async codeAfter(after: number, to: string) {
      const mail = await catcher.waitForMail({ to, after, timeoutMs: 10_000 })
      const code = extractCode(mail.text)
      if (!code) throw new Error(`no code in: ${mail.text}`)
      return code
    },

    async stop() {
      await browser.close()
      await new Promise((resolve) => appServer.close(resolve))
      await service.close()
      await catcher.stop()
      await smartAccountServices?.stop()
      await devnet.stop()
      await solanaDevnet.stop()
      rmSync(frameDir, { recursive: true, force: true })
    },
  }
}

export type FrameWorld = Awaited<ReturnType<typeof startFrameWorld>>
