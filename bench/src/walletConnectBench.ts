// `pnpm --filter @portico/bench bench:walletconnect`: what WalletConnect costs a Portico app. What listing it
// loads in all (gzip -9: the `walletConnect(...)` descriptor, and the connector and Sign client it loads when a
// user picks WalletConnect; the budget test's figure), and the time from the click on Connect to the pairing QR
// code painted, against a local relay (`@portico/relay`), in headless chromium. Goal: ≤ 35 kB and ≤ 150 ms.
import { startRelay } from '@portico/relay'
import { type BenchApp, paths } from './apps.js'
import { buildApp } from './buildApp.js'
import { launchChromium, quantile } from './measure.js'
import { moduleSize } from './packageSizes.js'
import { serveStatic } from './serve.js'

const runs = Number(process.env.BENCH_RUNS ?? 20)
const app: BenchApp = {
  name: 'Portico WalletConnect',
  root: `${paths.bench}apps/portico-walletconnect`,
  peer: false,
  pkg: '@portico/walletconnect',
}

const { size: chunk } = await moduleSize(new URL('./descriptors/walletConnect.ts', import.meta.url).pathname)
const dir = await buildApp(app)
const relay = await startRelay({ port: 0 })
const server = await serveStatic(dir)
const browser = await launchChromium()
const times: number[] = []
try {
  for (let run = 0; run < runs; run += 1) {
    // A fresh visit each time: empty cache, the client and its chunk loaded on the click.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${server.origin}/?relay=${encodeURIComponent(relay.url)}`, { waitUntil: 'load' })
    const button = page.getByRole('button', { name: /connect/i }).first()
    await button.waitFor({ state: 'visible', timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    await button.click()
    await page.waitForFunction(() => window.__benchOpenMs !== undefined, undefined, { timeout: 20_000 })
    times.push((await page.evaluate(() => window.__benchOpenMs)) as number)
    await context.close()
    process.stdout.write(`\rrun ${run + 1}/${runs}`)
  }
  process.stdout.write('\n')
} finally {
  await browser.close()
  await server.close()
  await relay.stop()
}

const sorted = [...times].sort((a, b) => a - b)
const median = quantile(sorted, 0.5)
console.log(`
  walletConnect(...) in all     ${(chunk.total / 1024).toFixed(1)} kB gzip (goal ≤ 35 kB)
  click → QR code painted        median ${median.toFixed(0)} ms · p95 ${quantile(sorted, 0.95).toFixed(0)} ms · ${runs} runs (goal ≤ 150 ms, local relay)
`)
