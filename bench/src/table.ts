import type { AppResult } from './bench.js'

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const ms = (value: number) => `${value.toFixed(0)} ms`

/** The results as one Markdown table (printed, and pasted into the README). */
export function formatTable(results: readonly AppResult[]): string {
  const header = [
    'app',
    'initial JS gz',
    'JS gz before click',
    'total JS gz',
    'chunks',
    'open median',
    'open p95',
    'other-host requests (load / open)',
  ]
  const rows = results.map((r) => [
    `${r.name} ${r.version}`,
    kb(r.initialJsGzip),
    kb(r.beforeClickJsGzip),
    kb(r.totalJsGzip),
    String(r.chunks),
    ms(r.open.median),
    ms(r.open.p95),
    `${r.foreignRequests.load} / ${r.foreignRequests.open}`,
  ])
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
