// Screenshots of @portico/ui's views in dark and light, in Debian's Chromium, against the real devnet and API
// with the dev wallet. `pnpm --filter @portico/ui-screens screenshots` → tools/ui-screens/test-results/*.png

import { mkdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { devnetChains, loadConfig, startApiServer } from '@portico/api'
import { CHROMIUM, CHROMIUM_ARGS } from '@portico/dev-utils'
import { startDevnet } from '@portico/devnet'
import { build } from 'esbuild'
import { chromium, type Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = `${root}test-results/`
const ACCOUNT_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const ACCOUNT_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

const devnet = await startDevnet()
const api = await startApiServer(
  loadConfig(
    {},
    {
      port: 0,
      rateLimit: { requests: 100_000, windowMs: 60_000 },
      projects: [{ id: 'local', allowedOrigins: ['http://localhost:*'] }],
      chains: devnetChains(devnet),
    },
  ),
)

/** Registers `label` for a devnet key on the first chain, as a wallet would (a signed message). */
async function registerName(key: `0x${string}`, label: string) {
  const account = privateKeyToAccount(key)
  const chainId = devnet.chains[0]?.chainId ?? 31337
  const nonceReply = await fetch(`${api.url}/v1/profile/nonce?projectId=local&address=${account.address}`, {
    headers: { origin: 'http://localhost:1' },
  })
  const { nonce } = (await nonceReply.json()) as { nonce: string }
  const timestamp = Math.floor(Date.now() / 1000)
  const message = JSON.stringify({ name: label, attributes: {}, timestamp, chainId, nonce })
  const signature = await account.signMessage({ message })
  const res = await fetch(`${api.url}/v1/profile/account?projectId=local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:1' },
    body: JSON.stringify({
      coin_type: (0x80000000 | chainId) >>> 0,
      address: account.address,
      message,
      signature,
    }),
  })
  if (!res.ok) console.warn('name registration failed', res.status, await res.text())
}
await registerName(ACCOUNT_0, 'satoshi')
await registerName(ACCOUNT_1, 'alice')

const bundle = await build({
  absWorkingDir: root,
  entryPoints: ['src/page.ts'],
  bundle: true,
  format: 'esm',
  splitting: true,
  outdir: 'page-out',
  entryNames: 'main',
  write: false,
  platform: 'browser',
  target: 'es2022',
  conditions: ['browser'],
  logLevel: 'warning',
})
const files = new Map(bundle.outputFiles.map((file) => [`/${file.path.split('/page-out/')[1]}`, file.text]))
const inject = await readFile(fileURLToPath(import.meta.resolve('@portico/dev-wallet/inject')), 'utf8')
const page = `<!doctype html><html><head><meta charset="utf-8"><title>Portico</title>
<style>body{margin:0;min-height:100vh;font-family:Inter,system-ui,sans-serif;display:flex;justify-content:flex-end;
gap:12px;padding:20px;box-sizing:border-box;background:var(--bg)}#buttons{display:flex;gap:10px;align-items:flex-start}</style>
</head><body><div id="buttons"></div><script type="module" src="/main.js"></script></body></html>`
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname
  const body = path === '/' ? page : path === '/inject.js' ? inject : files.get(path)
  if (body === undefined) return void res.writeHead(404).end()
  res.writeHead(200, { 'content-type': path === '/' ? 'text/html' : 'text/javascript' }).end(body)
})
await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
const origin = `http://localhost:${(server.address() as AddressInfo).port}`

const chains = devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl }))
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
await mkdir(out, { recursive: true })

async function open(theme: 'dark' | 'light', extra: Record<string, unknown> = {}, policy = 'approve') {
  const context = await browser.newContext({ viewport: { width: 760, height: 900 }, deviceScaleFactor: 2 })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
  const tab = await context.newPage()
  tab.on('pageerror', (error) => console.error('page error:', error.message))
  await tab.addInitScript(
    ([walletChains, setup, walletPolicy]) => {
      Object.assign(window, {
        __PORTICO_DEV_WALLET__: { chains: walletChains, policy: walletPolicy },
        __PORTICO_PAGE__: setup,
      })
    },
    [
      chains.map((c, i) => ({ id: c.chainId, name: `Portico Devnet${i ? ' B' : ''}`, rpcUrl: c.rpcUrl })),
      { apiUrl: api.url, chains, themeMode: theme, ...extra },
      policy,
    ] as const,
  )
  await tab.addInitScript({ content: inject })
  await tab.goto(origin)
  await tab.waitForFunction(() => 'portico' in window)
  return tab
}

const shot = async (tab: Page, name: string) => {
  await tab.waitForTimeout(400)
  await tab.screenshot({ path: `${out}${name}.png` })
  console.log('saved', `${name}.png`)
}
const run = (tab: Page, code: string) => tab.evaluate(code)

for (const theme of ['dark', 'light'] as const) {
  // Disconnected: Connect, All wallets, a declined connection.
  const tab = await open(theme, {}, 'reject')
  await run(tab, 'portico.config.open()')
  await shot(tab, `${theme}-connect`)
  await tab.locator('portico-list-item[label="All wallets"]').click()
  await tab.waitForTimeout(600)
  await shot(tab, `${theme}-all-wallets`)
  await run(tab, 'portico.config.router.back()')
  await tab.locator('portico-list-item[label="Portico Dev Wallet"]').click()
  await tab.getByText('Connection declined').waitFor()
  await shot(tab, `${theme}-connecting-declined`)
  await run(tab, "window.__portico_dev_wallet__.setPolicy('prompt')")
  await tab.locator('portico-connecting-external-view portico-button').click()
  await tab.getByText('Continue in Portico Dev Wallet').waitFor()
  await shot(tab, `${theme}-connecting-waiting`)
  await tab.close()

  // Connected.
  const live = await open(theme)
  await run(live, 'portico.config.open()')
  await live.locator('portico-list-item[label="Portico Dev Wallet"]').click()
  await live.waitForFunction('portico.config.isConnected() && !portico.config.modal.state.open')
  await shot(live, `${theme}-page-buttons`)
  await run(live, 'portico.config.open()')
  await live.getByText('Portico Token').first().waitFor()
  await shot(live, `${theme}-account-tokens`)
  await live.getByRole('tab', { name: 'NFTs' }).click()
  await live.waitForTimeout(800)
  await shot(live, `${theme}-account-nfts`)
  await live.getByRole('tab', { name: 'Tokens' }).click()

  await run(live, "portico.config.router.push('Send')")
  await live.waitForTimeout(800)
  await live.locator('portico-send-view portico-input[label="Amount"] input').fill('25')
  await live.locator('portico-send-view portico-input[label="To"] input').fill('alice')
  await live.waitForTimeout(1200)
  await shot(live, `${theme}-send`)
  await live.locator('portico-send-view portico-button').click()
  await live.waitForFunction("portico.config.router.state.view === 'Account'")
  await shot(live, `${theme}-send-started-toast`)
  await live.waitForTimeout(2500)
  await run(live, 'portico.config.account.set("eip155", "currentTab", 2)')
  await live.waitForTimeout(1200)
  await shot(live, `${theme}-account-activity`)

  await run(live, "portico.config.router.push('Receive')")
  await shot(live, `${theme}-receive`)
  await run(live, "portico.config.router.reset('Networks')")
  await shot(live, `${theme}-networks`)
  await run(live, "portico.config.router.reset('SendSelectToken')")
  await shot(live, `${theme}-send-select-token`)
  await live.close()

  // The wallet moves to a network the app did not ask for.
  const other = await open(theme, { requested: [chains[0]?.chainId] })
  await run(other, 'portico.config.open()')
  await other.locator('portico-list-item[label="Portico Dev Wallet"]').click()
  await other.waitForFunction('portico.config.isConnected()')
  await run(
    other,
    `window.ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x${(chains[1]?.chainId ?? 31338).toString(16)}' }] })`,
  )
  await other.waitForFunction("portico.config.router.state.view === 'UnsupportedChain'")
  await shot(other, `${theme}-unsupported-chain`)
  await other.close()
}

await browser.close()
server.close()
await api.close()
await devnet.stop()
