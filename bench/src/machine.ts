import { execFileSync } from 'node:child_process'
import { availableParallelism, cpus, totalmem } from 'node:os'
import type { Browser } from 'playwright-core'

export type Machine = {
  date: string
  cpus: number
  cpuModel: string
  memoryGb: number
  node: string
  chromium: string
  commit: string
}

/** Where and when the figures were taken. */
export function describeMachine(browser: Browser): Machine {
  let commit = 'unknown'
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  } catch {}
  return {
    date: new Date().toISOString(),
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1e9),
    node: process.version,
    chromium: browser.version(),
    commit,
  }
}
