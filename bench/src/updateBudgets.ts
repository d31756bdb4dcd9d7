// `pnpm --filter @portico/bench budgets:update`: sets every budget to the measured size plus 10 %.
// Run it when a size change is intended, and commit budgets.json with the change.
import { writeFileSync } from 'node:fs'
import { paths } from './apps.js'
import { measureSizes } from './budgets.js'

const measured = await measureSizes()
const budgets = Object.fromEntries(
  Object.entries(measured).map(([target, metrics]) => [
    target,
    Object.fromEntries(Object.entries(metrics).map(([metric, bytes]) => [metric, Math.ceil(bytes * 1.1)])),
  ]),
)
const note = 'gzip -9 bytes; each budget is the size measured when it was set, plus 10 %'
writeFileSync(paths.budgets, `${JSON.stringify({ note, measured, budgets }, null, 2)}\n`)
console.table(measured)
