// `pnpm --filter @portico/bench bench:trace`: where the Portico app's modal-open time goes. Builds the minimal
// Portico app, records a Chromium performance trace of each of BENCH_RUNS fresh visits (click → first view
// painted, as the bench's probe measures it), and prints the main thread's self time per trace event name
// (scripting, style, layout, paint…) and the JS functions that took the most time (alone, and with what they
// call), per run on average. `BENCH_TOP` sets how many of the last list are printed.
import type { Browser } from 'playwright-core'
import { porticoApp } from './apps.js'
import { buildApp } from './buildApp.js'
import { launchChromium, quantile } from './measure.js'
import { serveStatic } from './serve.js'
import { type TraceEvent, topSelfTimes } from './traceCosts.js'

const runs = Number(process.env.BENCH_RUNS ?? 10)
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
].join(',')

type Visit = { openMs: number; events: TraceEvent[] }

/** One fresh visit traced from just before the click until the view has painted. */
async function tracedVisit(browser: Browser, origin: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.goto(origin, { waitUntil: 'load' })
    const button = page.getByRole('button', { name: /connect/i }).first()
    await button.waitFor({ state: 'visible', timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    const cdp = await context.newCDPSession(page)
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
    await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' })
    await button.click()
    await page.waitForFunction(() => window.__benchOpenMs !== undefined, undefined, { timeout: 20_000 })
    const openMs = (await page.evaluate(() => window.__benchOpenMs)) as number
    await cdp.send('Tracing.end')
    await complete
    return { openMs, events }
  } finally {
    await context.close()
  }
}

const dir = await buildApp(porticoApp)
const server = await serveStatic(dir)
const browser = await launchChromium()
const visits: Visit[] = []
try {
  for (let run = 0; run < runs; run += 1) {
    visits.push(await tracedVisit(browser, server.origin))
    process.stdout.write(`\rrun ${run + 1}/${runs}`)
  }
  process.stdout.write('\n')
} finally {
  await browser.close()
  await server.close()
}

const times = visits.map((visit) => visit.openMs)
const { byEvent, byFunction, byInclusive, totalMs } = topSelfTimes(visits.map((visit) => visit.events))
const perRun = (ms: number) => `${(ms / runs).toFixed(2).padStart(7)} ms`
console.log(
  `\nclick → Connect view painted: median ${quantile(times, 0.5).toFixed(1)} ms · p95 ${quantile(times, 0.95).toFixed(1)} ms · ${runs} traced runs`,
)
console.log(`main thread busy between the click and the paint: ${perRun(totalMs)} per run\n`)
console.log('self time per trace event, per run')
for (const [name, ms] of byEvent.slice(0, 10)) console.log(`  ${perRun(ms)}  ${name}`)
console.log('\nJS self time per function, per run ')
for (const [name, ms] of byFunction.slice(0, 10)) console.log(`  ${perRun(ms)}  ${name}`)
console.log('\nJS time per function with what it calls, per run')
for (const [name, ms] of byInclusive.slice(0, Number(process.env.BENCH_TOP ?? 10)))
  console.log(`  ${perRun(ms)}  ${name}`)
