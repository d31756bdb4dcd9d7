import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { AppResult } from '../src/bench.js'
import { appendHistory, historyLine, LATEST_END, LATEST_START, writeLatest } from '../src/history.js'
import type { Machine } from '../src/machine.js'

const machine: Machine = {
  date: '2026-11-28T15:00:00.000Z',
  cpus: 2,
  cpuModel: 'AMD EPYC',
  memoryGb: 25,
  node: 'v20.20.2',
  chromium: '156.0.8078.79',
  commit: 'abc1234',
}
const result = {
  name: 'Portico',
  initialJsGzip: 115_000,
  beforeClickJsGzip: 140_000,
  totalJsGzip: 350_000,
  open: { median: 14.04, p95: 18.26, runsMs: [] },
} as unknown as AppResult

test("a run adds one line to the history, with each app's headline figures", () => {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-history-')), 'history.jsonl')
  appendHistory(file, historyLine(machine, 20, [result]))
  appendHistory(file, historyLine({ ...machine, commit: 'def5678' }, 20, [result]))
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
  expect(lines.map((line) => line.commit)).toEqual(['abc1234', 'def5678'])
  expect(lines[0].apps.Portico).toEqual({
    initial: 115_000,
    beforeClick: 140_000,
    total: 350_000,
    openMedian: 14,
    openP95: 18.3,
  })
})

test("the README's latest table is rewritten between its markers only; without them nothing is written", () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-readme-'))
  const readme = join(dir, 'README.md')
  writeFileSync(readme, `before\n${LATEST_START}\nold table\n${LATEST_END}\nafter\n`)
  expect(writeLatest(readme, machine, 20, '| app |\n| --- |')).toBe(true)
  expect(readFileSync(readme, 'utf8')).toBe(
    `before\n${LATEST_START}\nLatest run: 2026-11-28 (commit abc1234), 2 CPUs (AMD EPYC), Node v20.20.2, Chromium 156.0.8078.79, 20 visits per app.\n\n| app |\n| --- |\n${LATEST_END}\nafter\n`,
  )
  const plain = join(dir, 'PLAIN.md')
  writeFileSync(plain, 'no markers\n')
  expect(writeLatest(plain, machine, 20, '| app |')).toBe(false)
  expect(readFileSync(plain, 'utf8')).toBe('no markers\n')
})

test("the repository's README has the markers the bench writes between", () => {
  const text = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  expect(text.indexOf(LATEST_START)).toBeGreaterThan(0)
  expect(text.indexOf(LATEST_END)).toBeGreaterThan(text.indexOf(LATEST_START))
})
