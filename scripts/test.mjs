// `pnpm test`: run every package's tests through turbo, then print one total line
// ("N passed, N failed") summed from each package's vitest JSON report.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const workspaces = ['packages', 'apps', 'tools']
  .filter((dir) => existsSync(join(root, dir)))
  .flatMap((dir) => readdirSync(join(root, dir)).map((name) => join(root, dir, name)))
  // bench/ is itself a package (@portico/bench, its size budgets); so is docs/ (@portico/docs, the site's build).
  .concat(join(root, 'bench'), join(root, 'docs'))
  .filter((dir) => existsSync(join(dir, 'package.json')))
const reports = workspaces.map((dir) => join(dir, '.vitest', 'results.json'))

// Stale reports must not count: turbo restores them from cache when a package's tests are replayed.
for (const report of reports) rmSync(report, { force: true })

const result = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'test', '--continue', '--concurrency=2', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
)

let passed = 0
let failed = 0
let skipped = 0
for (const report of reports) {
  if (!existsSync(report)) continue
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed += json.numPassedTests ?? 0
  failed += json.numFailedTests ?? 0
  // A file that failed outside its tests (a hook, an import) counts as one failure.
  for (const file of json.testResults ?? []) {
    const testFailed = (file.assertionResults ?? []).some((test) => test.status === 'failed')
    if (file.status === 'failed' && !testFailed) failed += 1
  }
  skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0)
}
const status = result.status ?? 1
if (status !== 0 && failed === 0) failed = 1 // a package crashed before reporting
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(status)
