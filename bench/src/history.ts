import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import type { AppResult } from './bench.js'
import type { Machine } from './machine.js'

/** One line of `history.jsonl`: a run's headline figures per app, so a regression shows as a line. */
export type HistoryLine = {
  date: string
  commit: string
  machine: string
  runs: number
  apps: Record<
    string,
    { initial: number; beforeClick: number; total: number; openMedian: number; openP95: number }
  >
}

export function historyLine(machine: Machine, runs: number, results: readonly AppResult[]): HistoryLine {
  return {
    date: machine.date,
    commit: machine.commit,
    machine: `${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, Chromium ${machine.chromium}`,
    runs,
    apps: Object.fromEntries(
      results.map((result) => [
        result.name,
        {
          initial: result.initialJsGzip,
          beforeClick: result.beforeClickJsGzip,
          total: result.totalJsGzip,
          openMedian: Math.round(result.open.median * 10) / 10,
          openP95: Math.round(result.open.p95 * 10) / 10,
        },
      ]),
    ),
  }
}

/** Appends the run to the history file (one JSON object per line, oldest first). */
export function appendHistory(path: string, line: HistoryLine) {
  appendFileSync(path, `${JSON.stringify(line)}\n`)
}

/** The markers around the part of the root README that each run rewrites (its date line and table). */
export const LATEST_START = '<!-- bench:latest (written by `pnpm --filter @portico/bench bench`) -->'
export const LATEST_END = '<!-- /bench:latest -->'

/**
 * Rewrites the README's part between the markers with this run's machine line and table, so the README and
 * `results.json` always come from the same run. Returns false (and writes nothing) when the markers are absent.
 */
export function writeLatest(readmePath: string, machine: Machine, runs: number, table: string): boolean {
  const text = readFileSync(readmePath, 'utf8')
  const start = text.indexOf(LATEST_START)
  const end = text.indexOf(LATEST_END)
  if (start < 0 || end < start) return false
  const summary = `Latest run: ${machine.date.slice(0, 10)} (commit ${machine.commit}), ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, Chromium ${machine.chromium}, ${runs} visits per app.`
  const latest = `${LATEST_START}\n${summary}\n\n${table}\n`
  writeFileSync(readmePath, text.slice(0, start) + latest + text.slice(end))
  return true
}
