// @vitest-environment node
// The wallet frame in Chromium, served by the real service with its mail catcher, inside a plain app page on
// another origin that talks to it with postMessage (the page is the test's driver, written the way the kit
// talks). One user signs up, sets a recovery password, signs, rejects, exports; a second device recovers.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ed25519 } from '@noble/curves/ed25519'
import { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from '@portico/dev-utils'
import { type Devnet, startDevnet } from '@portico/devnet'
import { type SolanaDevnet, startSolanaDevnet } from '@portico/devnet-solana'
import {
  Connection,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  isAddress,
  numberToHex,
  parseEther,
  stringToHex,
  verifyMessage,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  extractCode,
  extractLink,
  loadWalletServiceConfig,
  type MailCatcher,
  startMailCatcher,
  startWalletService,
  type WalletService,
} from '../src/index.js'
import { fromBase64 } from './bytes.js'
import { keysFromEntropy } from './keys.js'
import { decryptRecoveryShare, WrongPasswordError } from './recovery.js'
import { combineShares } from './shares.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const screenshots = join(root, 'test-results')

type Reply = { source: string; id?: string; type: string; payload: Record<string, unknown> }

/** What the app page's script offers the test (see appPage). */
type AppWindow = {
  frameReady: Promise<Reply>
  received: unknown[]
  post(message: unknown): void
  reply(id: string, timeoutMs?: number): Promise<Reply | null>
  request(type: string, payload: unknown, timeoutMs?: number): Promise<Reply | null>
  sendToWallet(message: unknown): void
}

// The app page: an iframe of the frame, and the few lines any page needs to talk to it.
const appPage = (frameSrc: string, walletOrigin: string, withSibling: boolean) => `<!doctype html>
<html><head><meta charset="utf-8"><title>App</title></head><body>
<iframe id="wallet" src="${frameSrc}" width="360" height="420" title="wallet"></iframe>
${withSibling ? '<iframe id="sibling" src="/sibling" width="10" height="10" title="sibling"></iframe>' : ''}
<script>
  const WALLET = ${JSON.stringify(walletOrigin)}
  const frame = document.getElementById('wallet')
  window.received = []
  window.frameReady = new Promise((resolve) => {
    addEventListener('message', (event) => {
      if (event.source !== frame.contentWindow) return
      window.received.push(event.data)
      if (event.data && event.data.type === 'FRAME_READY') resolve(event.data)
    })
  })
  window.post = (message) => frame.contentWindow.postMessage(message, WALLET)
  window.send = (type, payload, id = 'req-' + crypto.randomUUID()) => {
    window.post({ source: 'portico-app', id, type, payload })
    return id
  }
  window.reply = (id, timeoutMs = 60000) => new Promise((resolve) => {
    const started = Date.now()
    const check = () => {
      const found = window.received.find((message) => message && message.id === id)
      if (found || Date.now() - started > timeoutMs) return resolve(found ?? null)
      setTimeout(check, 20)
    }
    check()
  })
  window.request = (type, payload, timeoutMs) => window.reply(window.send(type, payload), timeoutMs)
</script></body></html>`

// A second frame of the app's own origin that tries to talk to the wallet frame directly.
const siblingPage = `<!doctype html><html><body><script>
  window.sendToWallet = (message) => parent.document.getElementById('wallet').contentWindow.postMessage(message, '*')
</script></body></html>`

describe.skipIf(skipBrowser)('the wallet frame in a browser', () => {
  let catcher: MailCatcher
  let auth: WalletService
  let devnet: Devnet
  let solanaDevnet: SolanaDevnet
  let appServer: Server
  let browser: Browser
  let appOrigin: string
  let otherOrigin: string
  let frameDir: string
  const email = `ada-${process.pid}-${Date.now()}@example.com`
  const password = 'correct horse battery'
  let addresses: { eip155: Address; solana: string }

  const frameSrc = (origin: string) =>
    `${auth.url}/frame?projectId=test&chainId=31337&version=test-1&logger=1&origin=${encodeURIComponent(origin)}`

  beforeAll(async () => {
    frameDir = mkdtempSync(join(tmpdir(), 'portico-frame-'))
    execFileSync(process.execPath, [join(root, 'scripts/bundle.mjs'), '--outdir', frameDir])
    ;[catcher, devnet, solanaDevnet] = await Promise.all([
      startMailCatcher(),
      startDevnet({ chainIds: [31337] }),
      startSolanaDevnet({ accounts: 1 }),
    ])
    auth = await startWalletService(
      loadWalletServiceConfig(
        {},
        {
          host: '127.0.0.1',
          port: 0,
          smtpUrl: catcher.smtpUrl,
          frameDir,
          projects: [{ id: 'test', allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] }],
          rateLimits: { mailsPerEmail: 1000, mailsPerIp: 100_000, requestsPerIp: 1_000_000 },
        },
      ),
    )
    appServer = createServer((request, response) => {
      const host = request.headers.host ?? ''
      const origin = `http://${host}`
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      if (request.url === '/sibling') return response.end(siblingPage)
      // The other origin's page embeds a frame made for the app's origin, as a hostile page could.
      const pinned = request.url === '/other' ? appOrigin : origin
      response.end(appPage(frameSrc(pinned), auth.url, request.url !== '/other'))
    })
    await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve))
    const { port } = appServer.address() as AddressInfo
    appOrigin = `http://127.0.0.1:${port}`
    otherOrigin = `http://localhost:${port}`
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  })

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => appServer?.close(resolve))
    await auth?.close()
    await catcher?.stop()
    await devnet?.stop()
    await solanaDevnet?.stop()
    if (frameDir) rmSync(frameDir, { recursive: true, force: true })
  })

  /** Opens the app page in a fresh context (a device of its own) and waits for FRAME_READY. */
  async function openApp(context?: BrowserContext, path = '/') {
    const ctx = context ?? (await browser.newContext({ viewport: { width: 800, height: 600 } }))
    const page = await ctx.newPage()
    const logs: string[] = []
    page.on('console', (message) => logs.push(message.text()))
    await page.goto(`${path === '/other' ? otherOrigin : appOrigin}${path}`)
    const frame = page.frame({ url: (url) => url.href.startsWith(`${auth.url}/frame`) })
    if (!frame) throw new Error('no wallet frame')
    return { ctx, page, frame, logs }
  }

  const request = (page: Page, type: string, payload: unknown = {}, timeoutMs?: number) =>
    page.evaluate(([t, p, ms]) => (window as unknown as AppWindow).request(t, p, ms), [
      type,
      payload,
      timeoutMs,
    ] as const) as Promise<Reply | null>

  const ok = async (page: Page, type: string, payload: unknown = {}) => {
    const reply = await request(page, type, payload)
    expect(reply?.type, JSON.stringify(reply)).toBe(`${type}_SUCCESS`)
    return reply!.payload
  }

  const networks = () => [
    {
      caipNetworkId: 'eip155:31337',
      name: 'Devnet',
      rpcUrl: devnet.chains[0]!.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
    {
      caipNetworkId: solanaDevnet.caipNetworkId,
      name: 'Solana Devnet',
      rpcUrl: solanaDevnet.rpcUrl,
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    },
  ]

  async function sync(page: Page, locale = 'en') {
    await page.evaluate(() => (window as unknown as AppWindow).frameReady)
    await ok(page, 'SYNC_DAPP_DATA', {
      sdkVersion: 'test',
      sdkType: 'portico',
      projectId: 'test',
      locale,
      networks: networks(),
    })
    await ok(page, 'SYNC_THEME', { themeMode: 'light' })
  }

  const codeAfter = async (after: number, to = email) => {
    const mail = await catcher.waitForMail({ to, after, timeoutMs: 10_000 })
    const code = extractCode(mail.text)
    if (!code) throw new Error(`no code in: ${mail.text}`)
    return code
  }

  let device1: Awaited<ReturnType<typeof openApp>>

  test('the frame announces itself with FRAME_READY to the app origin only', async () => {
    device1 = await openApp()
    const ready = await device1.page.evaluate(() => (window as unknown as AppWindow).frameReady)
    expect(ready).toEqual({ source: 'portico-frame', type: 'FRAME_READY', payload: { version: 'test-1' } })
    await sync(device1.page)
    expect(await ok(device1.page, 'IS_CONNECTED')).toEqual({ isConnected: false })
    expect(await ok(device1.page, 'GET_CHAIN_ID')).toEqual({ chainId: 31337 })
  })

  test('a new user signs up with the e-mailed code and sets a recovery password in the frame', async () => {
    const { page, frame } = device1
    const before = Date.now()
    expect(await ok(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    const wrong = await request(page, 'CONNECT_OTP', { otp: '000000' })
    expect(wrong?.type).toBe('CONNECT_OTP_ERROR')
    expect(wrong?.payload).toMatchObject({ reason: 'OTP_INVALID' })
    expect(await ok(page, 'CONNECT_OTP', { otp: await codeAfter(before) })).toEqual({ wallet: 'create' })

    const setup = request(page, 'SETUP_WALLET')
    const form = frame.locator('form[data-view="setup"]')
    await form.waitFor()
    await expect(frame.locator('h1').textContent()).resolves.toBe('Set a recovery password')
    expect(await frame.locator('.warning').textContent()).toMatch(/lose both this password and this device/)
    // Too short, then not matching: the form says so and stays.
    await page.screenshot({ path: join(screenshots, 'setup-password.png') })
    await frame.locator('input[name="password"]').fill('short')
    await frame.locator('input[name="confirm"]').fill('short')
    await frame.locator('button[type="submit"]').click()
    expect(await frame.locator('.error').textContent()).toBe('Use at least 8 characters.')
    await frame.locator('input[name="password"]').fill(password)
    await frame.locator('input[name="confirm"]').fill(`${password}!`)
    await frame.locator('button[type="submit"]').click()
    expect(await frame.locator('.error').textContent()).toBe('The passwords do not match.')
    await frame.locator('input[name="confirm"]').fill(password)
    await frame.locator('button[type="submit"]').click()
    expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
    // Idle again: nothing on screen.
    expect(await frame.locator('#portico-root').innerHTML()).toBe('')
    expect(await ok(page, 'IS_CONNECTED')).toEqual({ isConnected: true })
  })

  test('GET_USER answers the EVM or Solana address by the chain, and the service holds the same addresses', async () => {
    const { page } = device1
    const evm = await ok(page, 'GET_USER', { chainId: 31337 })
    const solana = await ok(page, 'GET_USER', { chainId: solanaDevnet.caipNetworkId })
    expect(isAddress(evm.address as string)).toBe(true)
    expect(solana.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(evm).toMatchObject({
      email,
      chainId: 31337,
      preferredAccountType: 'eoa',
      accounts: [{ address: evm.address, type: 'eoa' }],
    })
    expect(solana).toMatchObject({
      chainId: solanaDevnet.caipNetworkId,
      accounts: [{ address: solana.address, type: 'eoa' }],
    })
    addresses = { eip155: evm.address as Address, solana: solana.address as string }
    const [stored] = await auth.db.query<{ eip155_address: string; solana_address: string }>(
      'select eip155_address, solana_address from wallets',
    )
    expect(stored).toEqual({ eip155_address: addresses.eip155, solana_address: addresses.solana })
    expect(await ok(page, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [] })
    expect(await ok(page, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: addresses.eip155,
    })
    expect(await ok(page, 'SWITCH_NETWORK', { chainId: solanaDevnet.caipNetworkId })).toEqual({
      chainId: solanaDevnet.caipNetworkId,
    })
    expect(await ok(page, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: addresses.solana,
    })
    expect(await ok(page, 'SWITCH_NETWORK', { chainId: 31337 })).toEqual({ chainId: 31337 })
    const smart = await request(page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    expect(smart?.payload).toMatchObject({ reason: 'NOT_SUPPORTED' })
    // Known user, known device: CONNECT at once.
    expect(await ok(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'CONNECT' })
  })

  test('personal_sign shows the approval view; Approve signs with the wallet key', async () => {
    const { page, frame } = device1
    const message = 'Sign in to Example\nNonce: 42'
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'personal_sign',
      params: [stringToHex(message), addresses.eip155],
    })
    const view = frame.locator('[data-view="approve"]')
    await view.waitFor()
    expect(await view.locator('h1').textContent()).toBe('Sign message')
    expect(await view.textContent()).toContain(`Request from ${appOrigin}`)
    expect(await view.textContent()).toContain(message)
    expect(await view.textContent()).toContain('personal_sign')
    await frame.waitForFunction(() => !document.querySelector('button.primary')?.hasAttribute('disabled'))
    await page.screenshot({ path: join(screenshots, 'approve-personal-sign.png') })
    await frame.locator('button.primary').click()
    const reply = await pending
    expect(reply?.type).toBe('RPC_REQUEST_SUCCESS')
    const signature = (reply!.payload as { result: Hex }).result
    expect(await verifyMessage({ address: addresses.eip155, message, signature })).toBe(true)
  })

  test('Reject answers 4001; the app page cannot reach the frame, and a forged click does nothing', async () => {
    const { page, frame } = device1
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'personal_sign',
      params: ['0xdeadbeef', addresses.eip155],
    })
    await frame.locator('[data-view="approve"]').waitFor()
    expect(await frame.locator('[data-view="approve"]').textContent()).toContain('0xdeadbeef')
    // The app's page has no way into the frame's document.
    expect(
      await page.evaluate(() => {
        const iframe = document.getElementById('wallet') as HTMLIFrameElement
        let reached = 'no'
        try {
          reached = String(iframe.contentWindow?.document)
        } catch {
          reached = 'blocked'
        }
        return { contentDocument: iframe.contentDocument, reached }
      }),
    ).toEqual({ contentDocument: null, reached: 'blocked' })
    // Even a script inside the frame cannot approve: its click is not the user's.
    await frame.waitForFunction(() => !document.querySelector('button.primary')?.hasAttribute('disabled'))
    await frame.evaluate(() => {
      const approve = document.querySelector<HTMLButtonElement>('button.primary')!
      approve.click()
      approve.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
    expect(await request(page, 'GET_CHAIN_ID')).toMatchObject({ type: 'GET_CHAIN_ID_SUCCESS' })
    expect(await frame.locator('[data-view="approve"]').count()).toBe(1)
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await pending).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: 4001, message: 'User rejected the request', reason: 'USER_REJECTED' },
    })
  })

  test('a method in neither list is not allowed; reads answer without a view', async () => {
    const { page } = device1
    expect(
      await request(page, 'RPC_REQUEST', { chainId: 31337, method: 'eth_sign', params: [] }),
    ).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed', code: 4200, reason: 'NOT_SUPPORTED' },
    })
    expect(await ok(page, 'RPC_REQUEST', { chainId: 31337, method: 'eth_accounts' })).toEqual({
      result: [addresses.eip155],
    })
    expect(await ok(page, 'RPC_REQUEST', { chainId: 31337, method: 'eth_chainId' })).toEqual({
      result: '0x7a69',
    })
    expect(await ok(page, 'RPC_REQUEST', { chainId: 31337, method: 'eth_blockNumber' })).toEqual({
      result: expect.stringMatching(/^0x[0-9a-f]+$/),
    })
    expect(
      await ok(page, 'RPC_REQUEST', {
        chainId: 31337,
        method: 'wallet_getCapabilities',
        params: [addresses.eip155],
      }),
    ).toEqual({
      result: { '0x7a69': {} },
    })
  })

  test('eth_sendTransaction shows amount and recipient, then fills, signs and sends it on the devnet', async () => {
    const { page, frame } = device1
    const chain = devnet.chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [addresses.eip155, numberToHex(parseEther('10'))] as never,
    })
    const to = chain.addresses.testAccounts[1]!
    const before = await client.getBalance({ address: to })
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'eth_sendTransaction',
      params: [{ from: addresses.eip155, to, value: numberToHex(parseEther('1.25')) }],
    })
    const view = frame.locator('[data-view="approve"]')
    await view.waitFor()
    expect(await view.textContent()).toContain('1.25 ETH')
    expect(await view.textContent()).toContain(to)
    await frame.locator('button.primary').click()
    const reply = await pending
    expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
    const hash = (reply!.payload as { result: Hex }).result
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(addresses.eip155.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('1.25'))
    const { result: assets } = (await ok(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'wallet_getAssets',
      params: [{ account: addresses.eip155 }],
    })) as { result: Record<string, { balance: Hex; type: string }[]> }
    const balance = await client.getBalance({ address: addresses.eip155 })
    expect(assets).toEqual({
      '0x7a69': [expect.objectContaining({ type: 'native', balance: numberToHex(balance) })],
    })
  })

  test('an ERC-20 transfer is shown as token amount and recipient', async () => {
    const { page, frame } = device1
    const { usdc, testAccounts } = devnet.chains[0]!.addresses
    const data = `0xa9059cbb${testAccounts[2]!.slice(2).toLowerCase().padStart(64, '0')}${2_500_000n.toString(16).padStart(64, '0')}`
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'eth_sendTransaction',
      params: [{ from: addresses.eip155, to: usdc, data }],
    })
    const view = frame.locator('[data-view="approve"]')
    await view.waitFor()
    expect(await view.textContent()).toContain('2.5 USDC')
    expect(await view.textContent()).toContain(testAccounts[2]!)
    await page.screenshot({ path: join(screenshots, 'approve-erc20.png') })
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect((await pending)?.payload).toMatchObject({ code: 4001 })
  })

  test('the view follows the theme and the language: dark, and Arabic right to left', async () => {
    const { page, frame } = device1
    await ok(page, 'SYNC_THEME', { themeMode: 'dark', themeVariables: { '--w3m-accent': '#10b981' } })
    await ok(page, 'SYNC_DAPP_DATA', {
      sdkVersion: 'test',
      sdkType: 'portico',
      projectId: 'test',
      locale: 'ar',
    })
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'eth_signTypedData_v4',
      params: [
        addresses.eip155,
        JSON.stringify({
          types: {
            EIP712Domain: [
              { name: 'name', type: 'string' },
              { name: 'chainId', type: 'uint256' },
            ],
            Mail: [
              { name: 'to', type: 'address' },
              { name: 'contents', type: 'string' },
            ],
          },
          primaryType: 'Mail',
          domain: { name: 'Example', chainId: 31337 },
          message: { to: addresses.eip155, contents: 'Hello' },
        }),
      ],
    })
    await frame.locator('[data-view="approve"]').waitFor()
    const root = () => {
      const html = document.documentElement
      return [html.dir, html.lang, html.dataset.theme]
    }
    expect(await frame.evaluate(root)).toEqual(['rtl', 'ar', 'dark'])
    expect(await frame.locator('h1').textContent()).toBe('توقيع بيانات منظّمة')
    const accent = () => getComputedStyle(document.querySelector('button.primary')!).backgroundColor
    expect(await frame.evaluate(accent)).toBe('rgb(16, 185, 129)')
    await frame.waitForFunction(() => !document.querySelector('button.primary')?.hasAttribute('disabled'))
    await page.screenshot({ path: join(screenshots, 'approve-typed-data-ar-dark.png') })
    await frame.locator('button.primary').click()
    const reply = await pending
    expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
    await ok(page, 'SYNC_THEME', { themeMode: 'light' })
    await ok(page, 'SYNC_DAPP_DATA', {
      sdkVersion: 'test',
      sdkType: 'portico',
      projectId: 'test',
      locale: 'en',
    })
  })

  test('wallet_sendCalls sends the calls one after another; wallet_getCallsStatus reads their receipts', async () => {
    const { page, frame } = device1
    const [first, second] = devnet.chains[0]!.addresses.testAccounts
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: addresses.eip155,
          atomicRequired: false,
          calls: [
            { to: first, value: '0x1' },
            { to: second, value: '0x2' },
          ],
        },
      ],
    })
    const view = frame.locator('[data-view="approve"]')
    await view.waitFor()
    expect(await view.locator('h1').textContent()).toBe('Send 2 calls')
    await frame.locator('button.primary').click()
    const reply = await pending
    expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
    const { id } = (reply!.payload as { result: { id: Hex } }).result
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    await expect
      .poll(
        async () =>
          (
            (await ok(page, 'RPC_REQUEST', { chainId: 31337, method: 'wallet_getCallsStatus', params: [id] }))
              .result as { status: number }
          ).status,
      )
      .toBe(200)
    const { result: status } = (await ok(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'wallet_getCallsStatus',
      params: [id],
    })) as { result: { receipts: { transactionHash: Hex; status: Hex }[] } }
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: false, status: 200 })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    const tx = await client.getTransaction({ hash: status.receipts[1]!.transactionHash })
    expect({ to: tx.to?.toLowerCase(), value: tx.value }).toEqual({ to: second!.toLowerCase(), value: 2n })
  })

  test('Solana: solana_signMessage and solana_signAndSendTransaction, in the shapes of the Solana adapter', async () => {
    const { page, frame } = device1
    const chainId = solanaDevnet.caipNetworkId
    const message = new TextEncoder().encode('Hello from Solana')
    const signing = request(page, 'RPC_REQUEST', {
      chainId,
      method: 'solana_signMessage',
      params: { message: bs58.encode(message), pubkey: addresses.solana },
    })
    await frame.locator('[data-view="approve"]').waitFor()
    expect(await frame.locator('[data-view="approve"]').textContent()).toContain('Hello from Solana')
    await frame.locator('button.primary').click()
    const { signature } = ((await signing)!.payload as { result: { signature: string } }).result
    expect(ed25519.verify(bs58.decode(signature), message, bs58.decode(addresses.solana))).toBe(true)

    const owner = new PublicKey(addresses.solana)
    solanaDevnet.chain.airdrop(owner, 2n * BigInt(LAMPORTS_PER_SOL))
    const connection = new Connection(solanaDevnet.rpcUrl, 'confirmed')
    const to = new PublicKey(solanaDevnet.accounts[0]!.address)
    const before = await connection.getBalance(to)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new VersionedTransaction(
      new TransactionMessage({
        payerKey: owner,
        recentBlockhash: blockhash,
        instructions: [SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports: 250_000_000 })],
      }).compileToV0Message(),
    )
    const sending = request(page, 'RPC_REQUEST', {
      chainId,
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: Buffer.from(transaction.serialize()).toString('base64'),
        pubkey: addresses.solana,
      },
    })
    const view = frame.locator('[data-view="approve"]')
    await view.waitFor()
    expect(await view.textContent()).toContain('0.25 SOL')
    expect(await view.textContent()).toContain(to.toBase58())
    await frame.locator('button.primary').click()
    const sent = await sending
    expect(sent?.type, JSON.stringify(sent)).toBe('RPC_REQUEST_SUCCESS')
    expect((sent!.payload as { result: { signature: string } }).result.signature).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
    )
    await expect.poll(() => connection.getBalance(to)).toBe(before + 250_000_000)
  })

  test('messages from elsewhere are dropped: another origin, a sibling frame, malformed or oversized ones', async () => {
    const { page, logs } = device1
    // A sibling frame of the app's own origin: right origin, wrong window.
    const app = await openApp(device1.ctx)
    await app.page.evaluate(() => (window as unknown as AppWindow).frameReady)
    const sibling = app.page.frame({ url: (url) => url.pathname === '/sibling' })!
    await sibling.evaluate(() =>
      (window as unknown as AppWindow).sendToWallet({
        source: 'portico-app',
        id: 'from-sibling-1',
        type: 'GET_CHAIN_ID',
        payload: {},
      }),
    )
    expect(
      await app.page.evaluate(() => (window as unknown as AppWindow).reply('from-sibling-1', 1500)),
    ).toBeNull()

    // Malformed and oversized requests from the right window and origin.
    const junk = [
      'hello',
      null,
      42,
      { source: 'portico-app', id: 'x', type: 'GET_CHAIN_ID', payload: {} },
      { source: 'someone-else', id: 'junk-00001', type: 'GET_CHAIN_ID', payload: {} },
      { source: 'portico-app', id: 'junk-00002', type: 'NOT_A_REQUEST', payload: {} },
      { source: 'portico-app', id: 'junk-00003', type: 'CONNECT_EMAIL', payload: { email: 'not-an-email' } },
      {
        source: 'portico-app',
        id: 'junk-00004',
        type: 'SYNC_THEME',
        payload: { themeMode: 'dark', themeVariables: { x: 'a'.repeat(300_000) } },
      },
      { source: 'portico-app', id: 'junk-00005', type: 'toString', payload: {} },
    ]
    for (const message of junk) await page.evaluate((m) => (window as unknown as AppWindow).post(m), message)
    for (const id of ['junk-00001', 'junk-00002', 'junk-00003', 'junk-00004', 'junk-00005'])
      expect(await page.evaluate((i) => (window as unknown as AppWindow).reply(i, 300), id)).toBeNull()
    expect(logs.filter((line) => line.includes('dropped a message')).length).toBeGreaterThanOrEqual(
      junk.length,
    )
    // The channel still works.
    expect(await ok(page, 'GET_CHAIN_ID')).toEqual({ chainId: 31337 })

    // A page on another origin embedding a frame made for the app's origin: no FRAME_READY, no answers.
    const other = await openApp(device1.ctx, '/other')
    await other.frame.waitForFunction(() => document.getElementById('portico-root') !== null)
    expect(await request(other.page, 'GET_CHAIN_ID', {}, 1500)).toBeNull()
    expect(await other.page.evaluate(() => (window as unknown as AppWindow).received)).toEqual([])
    await Promise.all([app.page.close(), other.page.close()])
  })

  test('EXPORT_KEY: the code goes to the e-mail, and the frame shows the keys of the wallet until Done', async () => {
    const { page, frame } = device1
    const before = Date.now()
    const pending = request(page, 'EXPORT_KEY')
    const view = frame.locator('[data-view="export"]')
    await view.waitFor()
    expect(await view.textContent()).toContain(`We sent a code to ${email}.`)
    await frame.locator('input[name="code"]').fill('000000')
    await frame.locator('button[type="submit"]').click()
    await expect.poll(() => frame.locator('.error').textContent()).toBe('Wrong code.')
    await frame.locator('input[name="code"]').fill(await codeAfter(before))
    await frame.locator('button[type="submit"]').click()
    const evmKey = (await frame.locator('[data-secret="evm"]').textContent()) as Hex
    const solanaKey = await frame.locator('[data-secret="solana"]').textContent()
    expect(privateKeyToAddress(evmKey)).toBe(addresses.eip155)
    expect(solanaKey).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    await page.screenshot({ path: join(screenshots, 'export-keys.png') })
    await frame.getByRole('button', { name: 'Done' }).click()
    expect((await pending)?.type).toBe('EXPORT_KEY_SUCCESS')
    expect(await frame.locator('[data-secret]').count()).toBe(0)
  })

  test('a second device: the e-mailed link approves it, the recovery password unlocks the same wallet', async () => {
    const device2 = await openApp()
    const { page, frame } = device2
    await sync(page, 'de')
    const before = Date.now()
    expect(await ok(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = request(page, 'CONNECT_DEVICE')
    const link = extractLink((await catcher.waitForMail({ to: email, after: before })).text)!
    const approval = await device2.ctx.newPage()
    await approval.goto(link)
    const afterApproval = Date.now()
    await approval.locator('button[type="submit"], input[type="submit"]').first().click()
    await approval.waitForLoadState()
    expect((await waiting)?.payload).toEqual({ approved: true })
    expect(await ok(page, 'CONNECT_OTP', { otp: await codeAfter(afterApproval) })).toEqual({
      wallet: 'recover',
    })

    const setup = request(page, 'SETUP_WALLET')
    const form = frame.locator('form[data-view="recover"]')
    await form.waitFor()
    // The frame speaks the app's language.
    expect(await frame.locator('h1').textContent()).toBe('Wiederherstellungspasswort eingeben')
    await frame.locator('input[name="password"]').fill('not the password')
    await frame.locator('button[type="submit"]').click()
    await expect
      .poll(() => frame.locator('.error').textContent(), { timeout: 20_000 })
      .toBe('Falsches Wiederherstellungspasswort.')
    await frame.locator('input[name="password"]').fill(password)
    await frame.locator('button[type="submit"]').click()
    expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
    expect((await ok(page, 'GET_USER', { chainId: 31337 })).address).toBe(addresses.eip155)
    expect((await ok(page, 'GET_USER', { chainId: solanaDevnet.caipNetworkId })).address).toBe(
      addresses.solana,
    )

    // It signs with the same key, from its own share.
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'personal_sign',
      params: [stringToHex('hi'), addresses.eip155],
    })
    await frame.locator('[data-view="approve"]').waitFor()
    expect(await frame.locator('[data-view="approve"] h1').textContent()).toBe('Nachricht signieren')
    await page.screenshot({ path: join(screenshots, 'approve-de.png') })
    await frame.locator('button.primary').click()
    const signature = ((await pending)!.payload as { result: Hex }).result
    expect(await verifyMessage({ address: addresses.eip155, message: 'hi', signature })).toBe(true)

    // Signing out ends this device's session only.
    expect(await ok(page, 'SIGN_OUT')).toEqual({})
    expect(await ok(page, 'IS_CONNECTED')).toEqual({ isConnected: false })
    expect(await ok(device1.page, 'IS_CONNECTED')).toEqual({ isConnected: true })
    await device2.ctx.close()
  })

  test("the service's database alone rebuilds no key: its shares do not combine, the recovery blob needs the password", async () => {
    // Everything the service stores for this user (after the second device's re-split: two splits).
    const [wallet] = await auth.db.query<{ recovery_split_id: string; recovery_blob: string }>(
      'select w.recovery_split_id, w.recovery_blob from wallets w join users u on u.id = w.user_id where u.email = $1',
      [email],
    )
    const rows = await auth.db.query<{ split_id: string; share: string }>(
      'select s.split_id, s.share from key_shares s join users u on u.id = s.user_id where u.email = $1',
      [email],
    )
    expect(wallet).toBeDefined()
    expect(rows).toHaveLength(2)
    const [first, second] = rows.map((row) => ({ splitId: row.split_id, bytes: fromBase64(row.share) }))
    // The service's shares of two splits are refused together, and forced together they give no key of the wallet.
    await expect(combineShares(first!, second!)).rejects.toThrow()
    const forced = await combineShares(first!, { splitId: first!.splitId, bytes: second!.bytes }).catch(
      () => undefined,
    )
    if (forced) expect((await keysFromEntropy(forced)).addresses.eip155).not.toBe(addresses.eip155)
    // The recovery blob opens with no guess but the password.
    for (const guess of ['', 'password', 'portico', email])
      await expect(decryptRecoveryShare(wallet!.recovery_blob, guess)).rejects.toThrow(WrongPasswordError)
    // With the password, which only the user knows, the same data does rebuild the wallet: the checks above
    // refuse for want of the password, not because the data is broken.
    const recovery = await decryptRecoveryShare(wallet!.recovery_blob, password)
    const serviceShare = [first!, second!].find((share) => share.splitId === wallet!.recovery_split_id)!
    const entropy = await combineShares(serviceShare, { splitId: serviceShare.splitId, bytes: recovery })
    expect((await keysFromEntropy(entropy)).addresses).toEqual(addresses)
  })

  test('UPDATE_EMAIL: a code to the current address, then one to the new one', async () => {
    const { page } = device1
    const newEmail = `grace-${process.pid}-${Date.now()}@example.com`
    const before = Date.now()
    expect(await ok(page, 'UPDATE_EMAIL', { email: newEmail })).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await codeAfter(before)
    const afterPrimary = Date.now()
    expect(await ok(page, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    const secondary = await codeAfter(afterPrimary, newEmail)
    expect(await ok(page, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary })).toEqual({ newEmail })
    expect((await ok(page, 'GET_USER', { chainId: 31337 })).email).toBe(newEmail)
    expect(await ok(page, 'CONNECT_EMAIL', { email: newEmail })).toEqual({ action: 'CONNECT' })
  })
})
