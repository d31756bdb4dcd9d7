// The built tool (dist/cli.js, so run `pnpm build` first) in a child process, as a user runs it.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { vectors } from '../test/vectors.js'

const root = new URL('../../', import.meta.url).pathname
const cli = join(root, 'dist/cli.js')
const offline = join(root, 'src/test/offline.mjs')
const dir = mkdtempSync(join(tmpdir(), 'portico-recover-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function kitFile(index: number): string {
  const path = join(dir, `kit-${index}.json`)
  writeFileSync(path, JSON.stringify(vectors.kits[index]?.kit, null, 2))
  return path
}

type Run = { code: number | null; stdout: string; stderr: string }

function run(command: string, args: string[], input: string, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { PATH: process.env.PATH ?? '', LANG: 'C', ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
    child.stdin.end(input)
  })
}

const recover = (args: string[], input: string, env?: Record<string, string>) =>
  run(process.execPath, ['--import', offline, cli, ...args], input, env)

describe('portico-recover', () => {
  test('the preload really cuts the network off', async () => {
    const script = "fetch('http://127.0.0.1:9').catch(() => process.exit(3)); require('net').connect(9)"
    const { code, stderr } = await run(process.execPath, ['--import', offline, '-e', script], '')
    expect(code).not.toBe(0)
    expect(stderr).toMatch(/tried the network/)
  })

  test('with no network, it prints the recovery phrase and addresses of a kit (password on stdin)', async () => {
    const { kit, password, wallet } = vectors.kits[0] ?? {}
    const expected = vectors.wallets[wallet ?? -1]
    const result = await recover([kitFile(0)], `${password}\n`)
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain(`Your recovery phrase (12 words):\n${expected?.mnemonic}\n`)
    expect(result.stdout).toContain(`EVM address: ${kit?.addresses.eip155}`)
    expect(result.stdout).toContain(`Solana address: ${kit?.addresses.solana}`)
  })

  test('an imported key comes out in the form wallets import: 0x hex for EVM, base58 for Solana', async () => {
    for (const index of [1, 2]) {
      const vector = vectors.kits[index]
      const wallet = vectors.wallets[vector?.wallet ?? -1]
      const result = await recover(['--password-stdin', kitFile(index)], `${vector?.password}\r\n`)
      expect(result.code, result.stderr).toBe(0)
      expect(result.stdout).toContain(wallet?.evmPrivateKey ?? wallet?.solanaSecretKey)
      expect(result.stdout).not.toContain('recovery phrase')
    }
  })

  test('a wrong password exits 1 and prints nothing secret', async () => {
    const result = await recover([kitFile(0)], 'not the password\n')
    expect(result).toMatchObject({ code: 1, stdout: '' })
    expect(result.stderr).toContain('Wrong recovery password')
  })

  test('a damaged kit or another file exits 2; bad usage exits 64', async () => {
    const damaged = JSON.parse(readFileSync(kitFile(0), 'utf8'))
    damaged.addresses = vectors.kits[1]?.kit.addresses
    const damagedPath = join(dir, 'damaged.json')
    writeFileSync(damagedPath, JSON.stringify(damaged))
    const password = `${vectors.kits[0]?.password}\n`
    expect(await recover([damagedPath], password)).toMatchObject({ code: 2, stdout: '' })
    const other = join(dir, 'other.json')
    writeFileSync(other, '{"hello":"world"}')
    expect((await recover([other], password)).stderr).toContain('is not a Portico emergency kit')
    expect((await recover([join(dir, 'missing.json')], password)).code).toBe(2)
    expect((await recover([], password)).code).toBe(64)
    expect((await recover(['--bogus', other], password)).code).toBe(64)
    expect((await recover([kitFile(0)], '')).code).toBe(64)
    const help = await recover(['--help'], '')
    expect(help).toMatchObject({ code: 0 })
    expect(help.stdout).toContain('portico-recover [--password-stdin] <emergency-kit.json>')
  })

  test('it speaks the language of LC_ALL, LC_MESSAGES or LANG', async () => {
    const result = await recover([kitFile(0)], 'wrong\n', { LANG: 'de_DE.UTF-8' })
    expect(result.stderr).toContain('Falsches Wiederherstellungspasswort')
    const french = await recover([kitFile(0)], `${vectors.kits[0]?.password}\n`, {
      LC_ALL: 'fr_FR.UTF-8',
      LANG: 'de_DE',
    })
    expect(french.stdout).toContain('Votre phrase de récupération (12 mots)')
  })

  test('the manifest names the built CLI as its bin, with a node shebang, as npx runs it', async () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
    expect(manifest.bin).toEqual({ 'portico-recover': './dist/cli.js' })
    expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true)
    // A fresh workspace install links bins before the build exists, so the test runs the bin's target itself.
    const result = await run(
      process.execPath,
      [join(root, manifest.bin['portico-recover']), kitFile(0)],
      `${vectors.kits[0]?.password}\n`,
    )
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain(vectors.wallets[vectors.kits[0]?.wallet ?? -1]?.mnemonic)
  })
})
