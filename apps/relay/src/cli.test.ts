import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { connect, randomTopic } from './test/rpcClient.js'

test('the CLI prints its URL, serves, and exits cleanly on SIGTERM', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./cli.ts', import.meta.url))],
    {
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', RELAY_PROJECT_IDS: 'a, b', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const line = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '')
    })
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)))
  })
  const printed = JSON.parse(line)
  expect(printed).toMatchObject({ storage: 'memory', projectIds: ['a', 'b'] })
  expect(printed.relay).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
  const client = await connect(printed.relay, { projectId: 'b' })
  expect(await client.request('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/)
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
  await client.close()
})
