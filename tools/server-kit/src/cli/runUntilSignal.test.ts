import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

/** Runs the test service's CLI; resolves with its output once it exits, and lets the test signal it. */
function runCli(mode: 'serve' | 'refuse' | 'crash') {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./test/service.ts', import.meta.url))],
    {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, CLI_MODE: mode },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  )
  const up = new Promise<{ url: string }>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (stdout.trimEnd().endsWith('}')) resolve(JSON.parse(stdout))
    })
    child.once('exit', () => reject(new Error(`exited before it was up: ${stderr}`)))
  })
  // Only the serving test waits for it; the others wait for the exit.
  up.catch(() => {})
  return { child, exited, up, stderr: () => stderr }
}

test('prints its URL as JSON once up; the first of several signals stops it once, and it exits 0', async () => {
  const cli = runCli('serve')
  const { url } = await cli.up
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(await (await fetch(url)).text()).toBe('up')
  await expect.poll(cli.stderr).toContain('ready; Ctrl-C stops it')
  cli.child.kill('SIGINT')
  await expect.poll(cli.stderr).toContain('stop called')
  cli.child.kill('SIGTERM') // while the first stop runs
  const { code, stderr } = await cli.exited
  expect(code).toBe(0)
  expect(stderr.match(/stop called/g)).toHaveLength(1)
  expect(stderr).toContain('SIGINT: stopping test service')
  expect(stderr).not.toContain('SIGTERM')
  await expect(fetch(url)).rejects.toThrow()
})

test('a refusal at start is said in words (message and details) and exits 1', async () => {
  const { code, stdout, stderr } = await runCli('refuse').exited
  expect(code).toBe(1)
  expect(stdout).toBe('')
  expect(stderr).toBe('The folder is in use.\nIf nothing runs there, delete the lock.\n')
})

test('any other failure at start ends the process with its stack', async () => {
  const { code, stderr } = await runCli('crash').exited
  expect(code).not.toBe(0)
  expect(stderr).toContain('Error: unexpected')
  expect(stderr).toMatch(/at .*service\.ts/)
})
