// `pnpm bench`: builds the same minimal app for Portico and the kits it is compared with, then measures
// sizes, click-to-first-view time and requests to other hosts in headless chromium. Prints one table and
// writes bench/results.json.
import { readFileSync, writeFileSync } from 'node:fs'
import { appSizes } from './appSizes.js'
import { apps, type BenchApp, paths } from './apps.js'
import { buildApp } from './buildApp.js'
import { appendHistory, historyLine, writeLatest } from './history.js'
import { installPeers } from './installPeers.js'
import { htmlScripts } from './jsSizes.js'
import { describeMachine } from './machine.js'
import { launchChromium, quantile, type RunResult, runOnce } from './measure.js'
import { formatBreakdown, initialByPackage, type PackageShare } from './moduleBreakdown.js'
import { serveStatic } from './serve.js'
import { formatTable } from './table.js'

export type AppResult = {
  name: string
  version: string
  initialJsGzip: number
  beforeClickJsGzip: number
  totalJsGzip: number
  chunks: number
  beforeClickFiles: string[]
  /** Where the initial JS goes, by package, largest first (each chunk's gzip shared out by rendered length). */
  initialByPackage: PackageShare[]
  open: { median: number; p95: number; runsMs: number[] }
  /** Most requests to other hosts seen in one run, before the click and after it. */
  foreignRequests: { load: number; open: number; hosts: string[] }
  /** Own-origin paths that got a 404 (the static server serves the build only). */
  missing: string[]
  errors: string[]
}

const runs = Number(process.env.BENCH_RUNS ?? 20)

function versionOf(app: BenchApp): string {
  const base = app.peer ? `${paths.peers}/node_modules` : `${paths.bench}node_modules`
  return JSON.parse(readFileSync(`${base}/${app.pkg}/package.json`, 'utf8')).version
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

installPeers()
const built: { app: BenchApp; dir: string }[] = []
for (const app of apps) {
  const started = Date.now()
  built.push({ app, dir: await buildApp(app) })
  console.log(`built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

const browser = await launchChromium()
const servers = await Promise.all(built.map(({ dir }) => serveStatic(dir)))
const samples: RunResult[][] = built.map(() => [])
try {
  // Runs are interleaved (each round visits every app, starting from a different one) so that a busy
  // moment of the machine does not land on one app only.
  for (let round = 0; round < runs; round += 1) {
    for (let k = 0; k < built.length; k += 1) {
      const index = (round + k) % built.length
      samples[index]!.push(await runOnce(browser, servers[index]!.origin, { click: true }))
    }
    process.stdout.write(`\rround ${round + 1}/${runs}`)
  }
  process.stdout.write('\n')
} finally {
  await Promise.all(servers.map((server) => server.close()))
}
const machine = describeMachine(browser)
await browser.close()

const results: AppResult[] = built.map(({ app, dir }, index) => {
  const runResults = samples[index]!
  const times = runResults.map((run) => run.openMs ?? Number.NaN)
  const jsBeforeClick = [...new Set(runResults.flatMap((run) => run.jsBeforeClick))]
  const hosts = new Set(
    runResults.flatMap((run) => [...run.foreignAtLoad, ...run.foreignAtOpen]).map((url) => new URL(url).host),
  )
  return {
    name: app.name,
    version: versionOf(app),
    ...appSizes(dir, jsBeforeClick),
    initialByPackage: initialByPackage(dir, htmlScripts(dir)),
    open: {
      median: median(times),
      p95: quantile(times, 0.95),
      runsMs: times.map((t) => Math.round(t * 10) / 10),
    },
    foreignRequests: {
      load: Math.max(...runResults.map((run) => run.foreignAtLoad.length)),
      open: Math.max(...runResults.map((run) => run.foreignAtOpen.length)),
      hosts: [...hosts].sort(),
    },
    missing: [
      ...new Set(runResults.flatMap((run) => run.missing.map((url) => new URL(url).pathname))),
    ].sort(),
    errors: [...new Set(runResults.flatMap((run) => run.errors))],
  }
})

const table = formatTable(results)
console.log(`\n${table}\n`)
console.log(`Initial JS by package (gzip -9, largest first):\n${formatBreakdown(results)}\n`)
console.log(
  `${machine.date.slice(0, 10)} · ${machine.cpus} CPUs (${machine.cpuModel}) · Node ${machine.node} · Chromium ${machine.chromium} · ${runs} runs each`,
)
writeFileSync(paths.results, `${JSON.stringify({ machine, runs, table, results }, null, 2)}\n`)
appendHistory(paths.history, historyLine(machine, runs, results))
const readme = writeLatest(paths.readme, machine, runs, table)
console.log(`wrote ${paths.results}, a line of ${paths.history}${readme ? ` and the README's table` : ''}`)
