// `pnpm --filter @portico/bench bench:all`: what a Portico app with every connector and feature costs
// (`apps/portico-all`), against the targets: total JS gz ≤ 350 kB and no chunk a user needs for one
// action over 60 kB; click → first catalogue wallet painted ≤ 150 ms (median, a real local `apps/api`); click →
// e-mail field focused ≤ 100 ms and the e-mail login's chunk ≤ 20 kB. Writes bench/results-all.json.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import {
  type AllFeaturesResults,
  formatSummary,
  type Load,
  type Timing,
  targets,
} from './allFeaturesSummary.js'
import { type AllFeaturesVisit, visitAllFeatures } from './allFeaturesVisit.js'
import { appSizes } from './appSizes.js'
import { type BenchApp, paths } from './apps.js'
import { startBenchApi } from './benchApi.js'
import { buildApp } from './buildApp.js'
import { actionLoads, type ChunkInfo, chunkReport } from './chunkReport.js'
import { gzipSize, htmlScripts, listJs } from './jsSizes.js'
import { describeMachine } from './machine.js'
import { launchChromium, quantile } from './measure.js'
import { initialByPackage } from './moduleBreakdown.js'
import { moduleSize } from './packageSizes.js'
import { serveStatic } from './serve.js'

const runs = Number(process.env.BENCH_RUNS ?? 20)
const app: BenchApp = {
  name: 'Portico all features',
  root: `${paths.bench}apps/portico-all`,
  peer: false,
  pkg: '@portico/react',
}
const resultsFile = `${paths.bench}results-all.json`

/** Fresh visits along the catalogue path (`runs` of them), then one that starts an e-mail login. */
async function visitAll(browser: Browser, origin: string, apiOrigin: string): Promise<AllFeaturesVisit[]> {
  const options = { origin, apiOrigin, query: `api=${encodeURIComponent(apiOrigin)}` }
  const visits: AllFeaturesVisit[] = []
  for (let run = 0; run < runs; run += 1) {
    visits.push(await visitAllFeatures(browser, { ...options, path: 'catalogue' }))
    process.stdout.write(`\rrun ${run + 1}/${runs}`)
  }
  process.stdout.write('\n')
  visits.push(await visitAllFeatures(browser, { ...options, path: 'email' }))
  return visits
}

function timing(values: number[]): Timing {
  return {
    median: quantile(values, 0.5),
    p95: quantile(values, 0.95),
    runsMs: values.map((value) => Math.round(value * 10) / 10),
  }
}

function load(dir: string, files: Iterable<string>): Load {
  const distinct = [...new Set(files)].sort()
  return {
    files: distinct,
    gzipBytes: distinct.reduce((sum, file) => sum + gzipSize(readFileSync(join(dir, file))), 0),
  }
}

const unique = (values: string[]) => [...new Set(values)].sort()
/** A chunk of the modal's words in one language (`@portico/i18n`'s locales): a user loads one at most. */
const isLocaleChunk = (chunk: ChunkInfo) =>
  chunk.modules.length > 0 && chunk.modules.every((module) => /^@portico\/i18n\/.*locales\//.test(module.id))
/** A chunk as results-all.json keeps it: its 15 largest packages. */
const trim = (chunk: ChunkInfo): ChunkInfo => ({ ...chunk, packages: chunk.packages.slice(0, 15) })

/** Every figure of the run, from the build in `dir` and the visits (the last one is the e-mail visit). */
function collect(
  dir: string,
  visits: AllFeaturesVisit[],
  browser: Browser,
): Omit<AllFeaturesResults, 'frameClientAlone'> {
  const catalogueVisits = visits.slice(0, -1)
  const emailVisit = visits.at(-1)!
  const first = catalogueVisits[0]!
  const step = (name: string) => catalogueVisits.map((visit) => visit.steps[name] ?? Number.NaN)
  const chunks = chunkReport(dir, htmlScripts(dir))
  const locales = chunks.filter(isLocaleChunk).map((chunk) => chunk.file)
  const sizes = appSizes(
    dir,
    visits.flatMap((visit) => visit.js.load),
  )
  return {
    machine: describeMachine(browser),
    runs,
    sizes: {
      totalJsGzip: sizes.totalJsGzip,
      initialJsGzip: sizes.initialJsGzip,
      beforeClickJsGzip: sizes.beforeClickJsGzip,
      chunks: sizes.chunks,
      localeChunks: load(dir, locales),
      // The breakdown of the initial JS, given every JS file instead.
      byPackage: initialByPackage(dir, listJs(dir)).slice(0, 20),
    },
    largestChunks: chunks.slice(0, 10).map(trim),
    chunksOverTarget: chunks.filter((chunk) => chunk.gzipBytes > targets.chunkKb * 1024).map(trim),
    largestActions: actionLoads(dir).slice(0, 10),
    observed: {
      beforeClick: load(dir, sizes.beforeClickFiles),
      connect: load(dir, first.js.connect),
      allWallets: load(dir, first.js.allWallets),
      email: load(dir, emailVisit.js.email),
    },
    timings: {
      connectView: timing(step('connectView')),
      emailFocused: timing(step('emailFocused')),
      catalogueWallet: timing(step('catalogueWallet')),
      catalogueBothClicks: timing(
        catalogueVisits.map(
          (visit) => (visit.steps.connectView ?? Number.NaN) + (visit.steps.catalogueWallet ?? Number.NaN),
        ),
      ),
    },
    requests: {
      apiBeforeClick: unique(visits.flatMap((visit) => visit.api.load)),
      apiAfterClick: unique(
        visits.flatMap((visit) => [...visit.api.connect, ...visit.api.allWallets, ...visit.api.email]),
      ),
      prefetchedVisits: catalogueVisits.filter((visit) => visit.api.load.includes('/getWallets')).length,
      foreign: unique(visits.flatMap((visit) => visit.foreign)),
      errors: unique(visits.flatMap((visit) => visit.errors)),
    },
  }
}

const frameClientAlone = (await moduleSize(new URL('./descriptors/frameClient.ts', import.meta.url).pathname))
  .size
const dir = await buildApp(app)
const closers: (() => Promise<void>)[] = []
let results: AllFeaturesResults
try {
  const server = await serveStatic(dir)
  closers.push(() => server.close())
  const api = await startBenchApi(server.origin)
  closers.push(() => api.close())
  const browser = await launchChromium()
  closers.push(() => browser.close())
  const visits = await visitAll(browser, server.origin, new URL(api.url).origin)
  results = { ...collect(dir, visits, browser), frameClientAlone }
} finally {
  for (const close of closers.reverse()) await close()
}

console.log(`\n${formatSummary(results)}\n`)
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
console.log(`wrote ${resultsFile}`)
