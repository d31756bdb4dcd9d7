import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from '@portico/dev-utils'
import { type Browser, chromium, type Page } from 'playwright-core'
import { type Address, type Hex, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runExitCli } from '../src/exit/cli.js'
import {
  extractCode,
  loadWalletServiceConfig,
  type MailCatcher,
  startMailCatcher,
  startWalletService,
  type WalletService,
} from '../src/index.js'
import { appPage, frameSrc, ok, request, syncApp } from './test/appPage.js'
import { bundleFrame, screenshots } from './test/frameWorld.js'

/** A free loopback port (a service restarted on its folder keeps its origin, so the device's storage stays). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe.skipIf(skipBrowser)('moving a wallet to another operator', () => {
  let catcher: MailCatcher
  let appServer: Server
  let browser: Browser
  let work: string
  let appOrigin: string
  const email = `mover-${process.pid}-${Date.now()}@example.com`
  const password = 'correct horse battery'
  const services: Record<
    'a' | 'b',
    { port: number; origin: string; dataDir: string; server?: WalletService | undefined }
  > = {
    a: { port: 0, origin: '', dataDir: '' },
    b: { port: 0, origin: '', dataDir: '' },
  }
  let trustedExitKeys = ''
  let addresses: { eip155: Address; solana: string }
  let pageA: Page

  const env = (name: 'a' | 'b') => ({
    DATA_DIR: services[name].dataDir,
    PUBLIC_URL: services[name].origin,
    SMTP_URL: catcher.smtpUrl,
    TRUSTED_EXIT_KEYS: trustedExitKeys,
  })

  async function start(name: 'a' | 'b', frameDir: string) {
    const { port, dataDir, origin } = services[name]
    services[name].server = await startWalletService(
      loadWalletServiceConfig(env(name), {
        host: '127.0.0.1',
        port,
        publicUrl: origin,
        dataDir,
        frameDir,
        projects: [{ id: 'test', allowedOrigins: ['http://127.0.0.1:*'] }],
      }),
    )
  }

  async function stop(name: 'a' | 'b') {
    await services[name].server?.close()
    services[name].server = undefined
  }

  /** The operator's command on `name`'s folder: its output, and a zero exit code. */
  async function operator(name: 'a' | 'b', args: string[]) {
    const lines: string[] = []
    const code = await runExitCli(args, env(name), {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    })
    expect(code, lines.join('\n')).toBe(0)
    return lines.join('\n')
  }

  let frameDir: string
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'portico-exit-'))
    frameDir = join(work, 'frame')
    bundleFrame(frameDir)
    catcher = await startMailCatcher()
    for (const name of ['a', 'b'] as const) {
      const port = await freePort()
      services[name] = { port, origin: `http://127.0.0.1:${port}`, dataDir: join(work, `pglite-${name}`) }
    }
    appServer = createServer((request, response) => {
      const name = request.url === '/b' ? 'b' : 'a'
      const { origin } = services[name]
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(appPage(frameSrc(origin, appOrigin, false), origin))
    })
    await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve))
    appOrigin = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  })

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => appServer?.close(resolve))
    await stop('a')
    await stop('b')
    await catcher?.stop()
    if (work) rmSync(work, { recursive: true, force: true })
  })

  async function openApp(name: 'a' | 'b') {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 } })
    const page = await context.newPage()
    await page.goto(`${appOrigin}/${name}`)
    const frame = page.frame({ url: (url) => url.href.startsWith(`${services[name].origin}/frame`) })
    if (!frame) throw new Error('no wallet frame')
    // No chain is read here: the network's RPC is a closed port.
    await syncApp(page, [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Devnet',
        rpcUrl: 'http://127.0.0.1:9/',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    return { page, frame }
  }

  async function signIn(page: Page) {
    const before = Date.now()
    expect(await ok(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    const code = extractCode(
      (await catcher.waitForMail({ to: email, after: before, timeoutMs: 10_000 })).text,
    )
    return (await ok(page, 'CONNECT_OTP', { otp: code })).wallet
  }

  const signMessage = (page: Page, message: string) =>
    request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'personal_sign',
      params: [stringToHex(message), addresses.eip155],
    })

  test('the user makes a wallet on service A', async () => {
    await start('a', frameDir)
    const { page, frame } = await openApp('a')
    pageA = page
    expect(await signIn(page)).toBe('create')
    const setup = request(page, 'SETUP_WALLET')
    await frame.locator('form[data-view="setup"]').waitFor()
    await frame.locator('input[name="password"]').fill(password)
    await frame.locator('input[name="confirm"]').fill(password)
    await frame.locator('button[type="submit"]').click()
    expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
    addresses = {
      eip155: (await ok(page, 'GET_USER', { chainId: 31337 })).address as Address,
      solana: (await ok(page, 'GET_USER', { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }))
        .address as string,
    }
  })

  test("A's operator asks, the user approves on the mailed link's page, A exports and B imports", async () => {
    // B's operator trusts A's exit key (A prints it; B reads it from its configuration).
    await stop('a')
    const key = JSON.parse(await operator('a', ['key'])) as { origin: string; publicKey: string }
    expect(key.origin).toBe(services.a.origin)
    trustedExitKeys = JSON.stringify([key])

    const asked = Date.now()
    expect(await operator('a', ['request', '--email', email, '--to', services.b.origin])).toContain(
      `Mailed ${email}`,
    )
    await start('a', frameDir)
    const mail = await catcher.waitForMail({
      to: email,
      after: asked,
      subjectIncludes: 'moving',
      timeoutMs: 10_000,
    })
    expect(mail.text).toContain(services.b.origin)
    const link = /http:\/\/\S+\/exit\/approve\?token=[\w-]+/.exec(mail.text)![0]
    const consent = await (await browser.newContext()).newPage()
    await consent.goto(link)
    expect(await consent.locator('h1').textContent()).toBe('Move your wallet?')
    expect(await consent.locator('main').textContent()).toContain(services.b.origin)
    await consent.screenshot({ path: join(screenshots, 'exit-approve.png') })
    await consent.getByRole('button', { name: 'Approve the move' }).click()
    await consent.locator('h1', { hasText: 'Move approved' }).waitFor()
    await consent.screenshot({ path: join(screenshots, 'exit-approved.png') })

    await stop('a')
    const file = join(work, 'move.json')
    expect(await operator('a', ['export', '--email', email, '--out', file])).toContain('no longer serves it')
    await start('a', frameDir)
    const move = JSON.parse(readFileSync(file, 'utf8')) as { addresses: unknown; from: string; to: string }
    expect(move).toMatchObject({ from: services.a.origin, to: services.b.origin, addresses })

    expect(await operator('b', ['import', file])).toContain(`Imported the wallet of ${email}`)
    await start('b', frameDir)
  })

  test('on B the user signs in with the same e-mail and the recovery password: same addresses, same signer', async () => {
    const { page, frame } = await openApp('b')
    expect(await signIn(page)).toBe('recover')
    const setup = request(page, 'SETUP_WALLET')
    await frame.locator('form[data-view="recover"]').waitFor()
    await frame.locator('input[name="password"]').fill(password)
    await frame.locator('button[type="submit"]').click()
    expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
    expect((await ok(page, 'GET_USER', { chainId: 31337 })).address).toBe(addresses.eip155)

    const pending = signMessage(page, 'moved and still mine')
    await frame.locator('[data-view="approve"]').waitFor()
    await frame.waitForFunction(() => !document.querySelector('button.primary')?.hasAttribute('disabled'))
    await frame.locator('button.primary').click()
    const reply = await pending
    expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
    const signature = (reply!.payload as { result: Hex }).result
    expect(
      await verifyMessage({ address: addresses.eip155, message: 'moved and still mine', signature }),
    ).toBe(true)
  })

  test('A no longer serves the wallet: its share answers 410 WALLET_MOVED and its frame says where it went', async () => {
    const frame = pageA.frame({ url: (url) => url.href.startsWith(`${services.a.origin}/frame`) })!
    const shareAnswer = pageA.waitForResponse((response) => response.url().includes('/v1/wallet/shares/'))
    const pending = signMessage(pageA, 'still on A?')
    await frame.locator('[data-view="approve"]').waitFor()
    await frame.waitForFunction(() => !document.querySelector('button.primary')?.hasAttribute('disabled'))
    await frame.locator('button.primary').click()
    const refused = await shareAnswer
    expect(refused.status()).toBe(410)
    expect(await refused.json()).toMatchObject({ code: 'WALLET_MOVED', movedTo: services.b.origin })

    const notice = frame.locator('[data-view="wallet-moved"]')
    await notice.waitFor()
    expect(await notice.locator('h1').textContent()).toBe('Your wallet has moved')
    expect(await notice.textContent()).toContain(services.b.origin)
    await pageA.screenshot({ path: join(screenshots, 'exit-wallet-moved.png') })
    await frame.getByRole('button', { name: 'Done' }).click()
    const reply = await pending
    expect(reply?.type).toBe('RPC_REQUEST_ERROR')
    expect(reply?.payload.message).toContain(services.b.origin)
  })
})
