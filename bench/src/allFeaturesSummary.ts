// The figures of `bench:all` (allFeaturesBench.ts) and their console summary, each next to its target.
import type { ActionLoad, ChunkInfo } from './chunkReport.js'
import type { Machine } from './machine.js'
import type { PackageShare } from './moduleBreakdown.js'
import type { EntrySize } from './packageSizes.js'

/** The issue's targets (kB = 1024 bytes, as the bench prints them). */
export const targets = {
  totalJsKb: 350,
  chunkKb: 60,
  catalogueMs: 150,
  emailFocusMs: 100,
  frameClientKb: 20,
}

export type Timing = { median: number; p95: number; runsMs: number[] }

/** JS files and their summed gzip -9 size. */
export type Load = { files: string[]; gzipBytes: number }

export type AllFeaturesResults = {
  machine: Machine
  runs: number
  sizes: {
    totalJsGzip: number
    initialJsGzip: number
    beforeClickJsGzip: number
    chunks: number
    /** The modal's other languages, one chunk each: in the total, though a user loads one at most. */
    localeChunks: Load
    /** Where the total goes: every chunk's gzip size shared out by package, largest 20. */
    byPackage: PackageShare[]
  }
  /** The ten largest chunks, and every chunk over the chunk target, with what they hold and what loads them. */
  largestChunks: ChunkInfo[]
  chunksOverTarget: ChunkInfo[]
  /** The on-demand imports that need the most code beyond the initial chunks. */
  largestActions: ActionLoad[]
  /** What the browser fetched in each measured phase (the first visit). */
  observed: { beforeClick: Load; connect: Load; allWallets: Load; email: Load }
  timings: {
    /** Click on Connect → Connect view painted. */
    connectView: Timing
    /** Click on Connect → its e-mail field focused (painted). */
    emailFocused: Timing
    /** Click on All wallets → first catalogue wallet painted. */
    catalogueWallet: Timing
    /** Both clicks' waits added up per visit: Connect view, then the catalogue's first wallet. */
    catalogueBothClicks: Timing
  }
  /** `createFrameClient` alone, bundled as an app that has core would (the budget test's figure). */
  frameClientAlone: EntrySize
  requests: {
    apiBeforeClick: string[]
    apiAfterClick: string[]
    /** Visits whose page asked the catalogue (`/getWallets`) before the click: All wallets then asks nothing. */
    prefetchedVisits: number
    foreign: string[]
    errors: string[]
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const ms = (value: number) => `${value.toFixed(0)} ms`
const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES')

function chunkLine(chunk: ChunkInfo, topPackages = 3): string {
  const packages = chunk.packages
    .slice(0, topPackages)
    .map((share) => `${share.package} ${kB(share.gzipBytes)}`)
    .join(', ')
  const loadedBy = chunk.initial
    ? 'initial'
    : `${chunk.neededBy.length} on-demand imports, e.g. ${chunk.neededBy.slice(0, 3).join(', ')}`
  return `    ${kB(chunk.gzipBytes).padStart(9)}  ${chunk.file}  [${packages}]  ← ${loadedBy}\n${chunk.modules
    .slice(0, 3)
    .map((module) => `               ${module.id} (${(module.renderedBytes / 1024).toFixed(0)} kB rendered)`)
    .join('\n')}`
}

function timingLine(label: string, timing: Timing, runs: number, target?: number): string {
  const goal = target === undefined ? '' : ` (target ≤ ${target} ms: ${verdict(timing.median <= target)})`
  return `  ${label.padEnd(44)} median ${ms(timing.median)} · p95 ${ms(timing.p95)} · ${runs} runs${goal}`
}

/** API paths, those of one route (`/getWalletImage/…`) counted as one. */
function summarizePaths(paths: readonly string[]): string {
  const byRoute = new Map<string, number>()
  for (const path of paths) {
    const route = path.split('/').slice(0, 2).join('/')
    byRoute.set(route, (byRoute.get(route) ?? 0) + 1)
  }
  const routes = [...byRoute].map(([route, count]) => (count > 1 ? `${route}/… ×${count}` : route))
  return routes.join(' ') || 'none'
}

/** The console summary. */
export function formatSummary(results: AllFeaturesResults): string {
  const { sizes, timings, observed, runs, machine } = results
  const over = results.chunksOverTarget
  return [
    `Every feature, each lazy (apps/portico-all) · ${machine.date.slice(0, 10)} · ${machine.cpus} CPUs · Chromium ${machine.chromium}`,
    '',
    `  total JS gz (every JS file)                  ${kB(sizes.totalJsGzip)} in ${sizes.chunks} chunks (target ≤ ${targets.totalJsKb} kB: ${verdict(sizes.totalJsGzip <= targets.totalJsKb * 1024)})`,
    `    of which the modal's other languages       ${kB(sizes.localeChunks.gzipBytes)} in ${sizes.localeChunks.files.length} chunks`,
    `    by package: ${sizes.byPackage
      .slice(0, 12)
      .map((share) => `${share.package} ${kB(share.gzipBytes)}`)
      .join(' · ')}`,
    `  initial JS gz · before the click             ${kB(sizes.initialJsGzip)} · ${kB(sizes.beforeClickJsGzip)}`,
    `  chunks over ${targets.chunkKb} kB gz                           ${over.length} (target: none a user needs for one action)`,
    ...over.map((chunk) => chunkLine(chunk, 12)),
    timingLine('click Connect → Connect view painted', timings.connectView, runs),
    timingLine(
      'click All wallets → first catalogue wallet',
      timings.catalogueWallet,
      runs,
      targets.catalogueMs,
    ),
    timingLine(
      'both clicks added (Connect, All wallets)',
      timings.catalogueBothClicks,
      runs,
      targets.catalogueMs,
    ),
    `    catalogue prefetched before the click in  ${results.requests.prefetchedVisits}/${runs} visits`,
    timingLine('click Connect → e-mail field focused', timings.emailFocused, runs, targets.emailFocusMs),
    `  e-mail login's chunks (fetched on Enter)     ${kB(observed.email.gzipBytes)} in ${observed.email.files.length} files (target ≤ ${targets.frameClientKb} kB: ${verdict(observed.email.gzipBytes <= targets.frameClientKb * 1024)})`,
    `    createFrameClient alone (budget test)      ${kB(results.frameClientAlone.total)}`,
    `  fetched on Connect · on All wallets          ${kB(observed.connect.gzipBytes)} (${observed.connect.files.length} files) · ${kB(observed.allWallets.gzipBytes)} (${observed.allWallets.files.length} files)`,
    `  API before the click                         ${summarizePaths(results.requests.apiBeforeClick)}`,
    `  API after it                                 ${summarizePaths(results.requests.apiAfterClick)}`,
    `  other hosts (answered with an error)         ${results.requests.foreign.join(' ') || 'none'}`,
    `  page errors                                  ${results.requests.errors.join(' | ') || 'none'}`,
    '',
    '  largest chunks:',
    ...results.largestChunks.map((chunk) => chunkLine(chunk)),
    '',
    '  largest on-demand loads (beyond the initial chunks):',
    ...results.largestActions.map(
      (load) => `    ${kB(load.gzipBytes).padStart(9)}  ${load.entry} (${load.files.length} files)`,
    ),
  ].join('\n')
}
