// `pnpm test`: run every package's tests through turbo, then print one total line
// ("N passed, N failed") summed from each package's vitest JSON report.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'

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

/** `turbo run <args>` in the repository; resolves with its exit code. */
const turbo = (args) =>
  new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'turbo', 'run', ...args], { cwd: root, stdio: 'inherit' })
    child.on('exit', (code) => resolve(code ?? 1))
  })

// The suites that take longest start first, so the two slots end together: a single `turbo run test` starts
// ready tasks in the order they became ready, which left the demo's own builds queued behind short test tasks
// and started the demo, the longest suite by far, last (a fresh clone spent its last 13 minutes on it alone).
const LONGEST_FIRST = ['@portico/demo', '@portico/api', '@portico/release-check', '@portico/wallet-service']

/** Every build (two at a time), then each package's tests alone (`--only`), the longest first, two at a time. */
async function runScheduled() {
  const built = await turbo(['build', '--concurrency=2'])
  if (built !== 0) return built
  const names = workspaces
    .map((dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')))
    .filter((manifest) => manifest.scripts?.test)
    .map((manifest) => manifest.name)
  const queue = [
    ...LONGEST_FIRST.filter((name) => names.includes(name)),
    ...names.filter((name) => !LONGEST_FIRST.includes(name)),
  ]
  let status = 0
  await Promise.all(
    [0, 1].map(async () => {
      for (let name = queue.shift(); name; name = queue.shift()) {
        const code = await turbo(['test', '--only', `--filter=${name}`])
        if (code !== 0) status = code
      }
    }),
  )
  return status
}

// With arguments (`pnpm test --filter=@portico/core`), one turbo run takes them as they are.
const extra = process.argv.slice(2)
const result = extra.length
  ? spawnSync('pnpm', ['exec', 'turbo', 'run', 'test', '--continue', '--concurrency=2', ...extra], {
      cwd: root,
      stdio: 'inherit',
    })
  : { status: await runScheduled() }

let passed = 0
let failed = 0
let skipped = 0
/** Each failure in a line or a few: where, and the start of its message (a long log keeps only its end). */
const failures = []
const firstLines = (text, count) =>
  String(text ?? '')
    .split('\n')
    .filter((line) => !/^\s+at (.*node_modules|new Promise)/.test(line))
    .slice(0, count)
    .join('\n    ')
for (const report of reports) {
  if (!existsSync(report)) continue
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed += json.numPassedTests ?? 0
  failed += json.numFailedTests ?? 0
  for (const file of json.testResults ?? []) {
    const where = relative(root, file.name)
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failedTests)
      failures.push(`${where} > ${test.fullName}\n    ${firstLines(test.failureMessages?.[0], 40)}`)
    // A file that failed outside its tests (a hook, an import) counts as one failure.
    if (file.status === 'failed' && failedTests.length === 0) {
      failed += 1
      failures.push(`${where}\n    ${firstLines(file.message, 12)}`)
    }
  }
  skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0)
}
const status = result.status ?? 1
if (status !== 0 && failed === 0) failed = 1 // a package crashed before reporting
if (failures.length) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(status)
