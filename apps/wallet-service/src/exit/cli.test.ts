import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type MailCatcher, startMailCatcher } from '../mail/catcher.js'
import { runExitCli } from './cli.js'

// `wallet-service exit …` over a PGlite folder: it refuses while a service holds the folder, explains bad use,
// and ends with the exit code of each refusal.

let dir: string
let catcher: MailCatcher
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'exit-cli-'))
  catcher = await startMailCatcher()
})
afterAll(async () => {
  await catcher?.stop()
  await rm(dir, { recursive: true, force: true })
})

async function cli(args: string[], env: Record<string, string> = {}) {
  const out: string[] = []
  const err: string[] = []
  const code = await runExitCli(
    args,
    { DATA_DIR: join(dir, 'data'), ...env },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  )
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const PUBLIC_URL = 'https://wallet.old.example'

describe('wallet-service exit', () => {
  test('key prints the origin and a key that stays the same', async () => {
    const first = await cli(['key'], { PUBLIC_URL })
    expect(first.code).toBe(0)
    const printed = JSON.parse(first.out) as { origin: string; publicKey: string }
    expect(printed.origin).toBe(PUBLIC_URL)
    expect(JSON.parse((await cli(['key'], { PUBLIC_URL })).out)).toEqual(printed)
  })

  test('usage, missing settings and arguments: exit code 1 with words', async () => {
    expect(await cli([])).toMatchObject({
      code: 1,
      err: expect.stringContaining('Usage: wallet-service exit'),
    })
    expect(await cli(['nope'])).toMatchObject({ code: 1 })
    expect(await cli(['request', '--email', 'a@example.com', '--to', 'https://b.example'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('PUBLIC_URL'),
    })
    expect(
      await cli(['request', '--email', 'a@example.com', '--to', 'https://b.example'], { PUBLIC_URL }),
    ).toMatchObject({
      code: 1,
      err: expect.stringContaining('SMTP_URL'),
    })
    expect(await cli(['export', '--email', 'a@example.com'], { PUBLIC_URL })).toMatchObject({
      code: 1,
      err: expect.stringContaining('--out is required'),
    })
    expect(await cli(['export', '--bogus'], { PUBLIC_URL })).toMatchObject({ code: 1 })
    expect(await cli(['import'], { PUBLIC_URL })).toMatchObject({ code: 1 })
    expect(await cli(['import', join(dir, 'missing.json')], { PUBLIC_URL })).toMatchObject({ code: 1 })
    expect(await cli(['key'], { TRUSTED_EXIT_KEYS: 'not json' })).toMatchObject({
      code: 1,
      err: expect.stringContaining('TRUSTED_EXIT_KEYS must be JSON'),
    })
    expect(
      await cli(['key'], { TRUSTED_EXIT_KEYS: '[{"origin":"https://a.example/","publicKey":"x"}]' }),
    ).toMatchObject({
      code: 1,
      err: expect.stringContaining('trustedExitKeys'),
    })
  })

  test("the user's state: exit code 2", async () => {
    const smtp = { PUBLIC_URL, SMTP_URL: catcher.smtpUrl }
    const asked = await cli(['request', '--email', 'nobody@example.com', '--to', 'https://b.example'], smtp)
    expect(asked).toMatchObject({ code: 2, err: expect.stringContaining('No user has the e-mail address') })
    const out = join(dir, 'move.json')
    expect(
      await cli(['export', '--email', 'nobody@example.com', '--out', out], { PUBLIC_URL }),
    ).toMatchObject({
      code: 2,
    })
    await expect(readFile(out)).rejects.toThrow()
  })

  test('a file that is not a move, or not for this service: exit code 3', async () => {
    const file = join(dir, 'bad.json')
    await writeFile(file, '{"format":"portico-wallet-move"}')
    expect(await cli(['import', file], { PUBLIC_URL: 'https://wallet.new.example' })).toMatchObject({
      code: 3,
      err: expect.stringContaining('not a wallet move file'),
    })
    await writeFile(file, 'not json')
    expect(await cli(['import', file], { PUBLIC_URL: 'https://wallet.new.example' })).toMatchObject({
      code: 3,
    })
  })

  test('refuses while a wallet service holds the PGlite folder', async () => {
    const { loadWalletServiceConfig, startWalletService } = await import('../index.js')
    const server = await startWalletService(
      loadWalletServiceConfig({}, { port: 0, dataDir: join(dir, 'data'), smtpUrl: catcher.smtpUrl }),
    )
    try {
      expect(await cli(['key'], { PUBLIC_URL })).toMatchObject({
        code: 1,
        err: expect.stringContaining('Stop the wallet service'),
      })
    } finally {
      await server.close()
    }
    expect((await cli(['key'], { PUBLIC_URL })).code).toBe(0)
  })
})
