// @vitest-environment node
// Importing an existing wallet in the frame, in Chromium, against the real service and the local chains: a new
// user chooses "Import an existing wallet" in the recovery-password form, types the devnet recovery phrase (whose
// first account anvil funds), sets a password; the wallet has the phrase's addresses, signs messages that verify
// and sends on anvil and the local Solana validator. The phrase never leaves the frame.
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
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { createPublicClient, type Hex, http, numberToHex, parseEther, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  extractCode,
  loadWalletServiceConfig,
  type MailCatcher,
  startMailCatcher,
  startWalletService,
  type WalletService,
} from '../src/index.js'
import { keysFromMnemonic } from './keys.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const screenshots = join(root, 'test-results')

/** anvil's and hardhat's mnemonic: its first EVM account is funded on the devnet. */
const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'
const DEVNET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ANVIL_KEY_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

type Reply = { source: string; id?: string; type: string; payload: Record<string, unknown> }
type AppWindow = {
  frameReady: Promise<Reply>
  received: unknown[]
  request(type: string, payload: unknown, timeoutMs?: number): Promise<Reply | null>
}

// The app page: the frame in an iframe, and the few lines any page needs to talk to it (as frame.browser.test.ts).
const appPage = (frameSrc: string, walletOrigin: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>App</title></head><body>
<iframe id="wallet" src="${frameSrc}" width="360" height="480" title="wallet"></iframe>
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
  window.request = (type, payload, timeoutMs = 60000) => {
    const id = 'req-' + crypto.randomUUID()
    frame.contentWindow.postMessage({ source: 'portico-app', id, type, payload }, WALLET)
    return new Promise((resolve) => {
      const started = Date.now()
      const check = () => {
        const found = window.received.find((message) => message && message.id === id)
        if (found || Date.now() - started > timeoutMs) return resolve(found ?? null)
        setTimeout(check, 20)
      }
      check()
    })
  }
</script></body></html>`

describe.skipIf(skipBrowser)('importing an existing wallet in the frame', () => {
  let catcher: MailCatcher
  let service: WalletService
  let devnet: Devnet
  let solanaDevnet: SolanaDevnet
  let appServer: Server
  let browser: Browser
  let appOrigin: string
  let frameDir: string
  let page: Page
  let frame: Frame
  /** Everything the frame's page logged and sent to the service, to look for the phrase in. */
  const outbound: string[] = []
  const email = `importer-${process.pid}-${Date.now()}@example.com`
  const password = 'correct horse battery'

  beforeAll(async () => {
    frameDir = mkdtempSync(join(tmpdir(), 'portico-frame-'))
    execFileSync(process.execPath, [join(root, 'scripts/bundle.mjs'), '--outdir', frameDir])
    ;[catcher, devnet, solanaDevnet] = await Promise.all([
      startMailCatcher(),
      startDevnet({ chainIds: [31337] }),
      startSolanaDevnet({ accounts: 1 }),
    ])
    service = await startWalletService(
      loadWalletServiceConfig(
        {},
        {
          host: '127.0.0.1',
          port: 0,
          smtpUrl: catcher.smtpUrl,
          frameDir,
          projects: [{ id: 'test', allowedOrigins: ['http://127.0.0.1:*'] }],
          rateLimits: { mailsPerEmail: 1000, mailsPerIp: 100_000, requestsPerIp: 1_000_000 },
        },
      ),
    )
    appServer = createServer((request, response) => {
      const origin = `http://${request.headers.host ?? ''}`
      const src = `${service.url}/frame?projectId=test&chainId=31337&version=test-1&logger=1&origin=${encodeURIComponent(origin)}`
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(appPage(src, service.url))
    })
    await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve))
    appOrigin = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    const context = await browser.newContext({ viewport: { width: 420, height: 520 } })
    page = await context.newPage()
    page.on('console', (message) => outbound.push(message.text()))
    page.on('request', (request) => outbound.push(`${request.url()} ${request.postData() ?? ''}`))
    await page.goto(appOrigin)
    const found = page.frame({ url: (url) => url.href.startsWith(`${service.url}/frame`) })
    if (!found) throw new Error('no wallet frame')
    frame = found
    await page.evaluate(() => (window as unknown as AppWindow).frameReady)
  })

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => appServer?.close(resolve))
    await service?.close()
    await catcher?.stop()
    await devnet?.stop()
    await solanaDevnet?.stop()
    if (frameDir) rmSync(frameDir, { recursive: true, force: true })
  })

  const request = (type: string, payload: unknown = {}) =>
    page.evaluate(([t, p]) => (window as unknown as AppWindow).request(t, p), [type, payload] as const)

  const ok = async (type: string, payload: unknown = {}) => {
    const reply = await request(type, payload)
    expect(reply?.type, JSON.stringify(reply)).toBe(`${type}_SUCCESS`)
    return reply!.payload
  }

  /** Approves the request on screen and answers its result. */
  const approve = async (pending: Promise<Reply | null>) => {
    await frame.locator('[data-view="approve"]').waitFor()
    await frame.waitForFunction(() => !document.querySelector('button.primary')?.hasAttribute('disabled'))
    await frame.locator('button.primary').click()
    const reply = await pending
    expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
    return (reply!.payload as { result: unknown }).result
  }

  const field = () => frame.locator('textarea[name="secret"]')
  const typeAndContinue = async (text: string) => {
    await field().fill(text)
    await frame.locator('button[type="submit"]').click()
  }

  test('the new-wallet form offers an import; the import view names the kind and says what is wrong', async () => {
    await ok('SYNC_DAPP_DATA', {
      sdkVersion: 'test',
      sdkType: 'portico',
      projectId: 'test',
      locale: 'en',
      networks: [
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
      ],
    })
    await ok('SYNC_THEME', { themeMode: 'light' })
    const before = Date.now()
    expect(await ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    const mail = await catcher.waitForMail({ to: email, after: before, timeoutMs: 10_000 })
    expect(await ok('CONNECT_OTP', { otp: extractCode(mail.text) })).toEqual({ wallet: 'create' })

    const setup = request('SETUP_WALLET')
    await frame.locator('form[data-view="setup"]').waitFor()
    await page.screenshot({ path: join(screenshots, 'setup-with-import-link.png') })
    await frame.getByRole('button', { name: 'Import an existing wallet' }).click()
    const view = frame.locator('form[data-view="import"]')
    await view.waitFor()
    expect(await view.locator('h1').textContent()).toBe('Import a wallet')
    expect(await view.locator('.warning').textContent()).toBe(
      'The key is split like a new wallet’s: this service never holds it whole. Anyone who already has this phrase or key can still use the wallet; if it may have leaked, make a new wallet and move your funds instead.',
    )
    // Back returns to the password form, and the link comes back to the import view.
    await frame.getByRole('button', { name: 'Back' }).click()
    await frame.locator('form[data-view="setup"]').waitFor()
    await frame.getByRole('button', { name: 'Import an existing wallet' }).click()
    await view.waitFor()

    const kind = view.locator('[data-kind]')
    const error = view.locator('.error')
    await typeAndContinue('')
    expect(await error.textContent()).toBe('Enter your recovery phrase.')
    await field().pressSequentially('test test test')
    expect(await kind.textContent()).toBe('Recovery phrase, 3 words')
    await frame.locator('button[type="submit"]').click()
    expect(await error.textContent()).toBe(
      'A recovery phrase has 12, 15, 18, 21 or 24 words; this one has 3.',
    )
    await typeAndContinue(DEVNET_MNEMONIC.replace('junk', 'junks'))
    expect(await error.textContent()).toBe('“junks” is not a recovery phrase word. Check its spelling.')
    await typeAndContinue(DEVNET_MNEMONIC.replace('junk', 'test'))
    expect(await error.textContent()).toBe(
      'This recovery phrase is not valid. Check each word and their order.',
    )
    // Raw keys are named, then refused plainly: this version imports recovery phrases only.
    await field().fill(ANVIL_KEY_1)
    await field().dispatchEvent('input')
    expect(await kind.textContent()).toBe('EVM private key')
    await frame.locator('button[type="submit"]').click()
    expect(await error.textContent()).toBe('Private keys cannot be imported yet. Enter a recovery phrase.')

    await field().fill(DEVNET_MNEMONIC)
    await field().dispatchEvent('input')
    expect(await kind.textContent()).toBe('Recovery phrase, 12 words')
    expect(await error.textContent()).toBe('')
    await page.screenshot({ path: join(screenshots, 'import-light.png') })
    await ok('SYNC_THEME', { themeMode: 'dark' })
    await page.screenshot({ path: join(screenshots, 'import-dark.png') })
    await ok('SYNC_THEME', { themeMode: 'light' })

    await frame.locator('button[type="submit"]').click()
    const passwordForm = frame.locator('form[data-view="setup"]')
    await passwordForm.waitFor()
    expect(await passwordForm.locator('button[type="submit"]').textContent()).toBe('Import wallet')
    expect(await passwordForm.locator('[data-import]').count()).toBe(0)
    await frame.locator('input[name="password"]').fill(password)
    await frame.locator('input[name="confirm"]').fill(password)
    await frame.locator('button[type="submit"]').click()
    expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
    expect(await frame.locator('#portico-root').innerHTML()).toBe('')
  })

  test('the wallet has the phrase’s addresses, here and at the service', async () => {
    const keys = await keysFromMnemonic(DEVNET_MNEMONIC)
    keys.wipe()
    expect(keys.addresses.eip155).toBe(DEVNET_ADDRESS)
    expect(await ok('GET_USER', { chainId: 31337 })).toMatchObject({ address: DEVNET_ADDRESS })
    expect(await ok('GET_USER', { chainId: solanaDevnet.caipNetworkId })).toMatchObject({
      address: keys.addresses.solana,
    })
    const [stored] = await service.db.query<{ eip155_address: string; solana_address: string }>(
      'select eip155_address, solana_address from wallets',
    )
    expect(stored).toEqual({ eip155_address: DEVNET_ADDRESS, solana_address: keys.addresses.solana })
  })

  test('EVM: personal_sign verifies, and a send lands on anvil', async () => {
    const message = 'Imported wallet check'
    const signature = (await approve(
      request('RPC_REQUEST', {
        chainId: 31337,
        method: 'personal_sign',
        params: [stringToHex(message), DEVNET_ADDRESS],
      }),
    )) as Hex
    expect(await verifyMessage({ address: DEVNET_ADDRESS, message, signature })).toBe(true)

    const chain = devnet.chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const to = chain.addresses.testAccounts[2]!
    const before = await client.getBalance({ address: to })
    const hash = (await approve(
      request('RPC_REQUEST', {
        chainId: 31337,
        method: 'eth_sendTransaction',
        params: [{ from: DEVNET_ADDRESS, to, value: numberToHex(parseEther('0.01')) }],
      }),
    )) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(DEVNET_ADDRESS.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.01'))
  })

  test('Solana: solana_signMessage verifies, and a send lands on the local validator', async () => {
    const chainId = solanaDevnet.caipNetworkId
    const { address } = (await ok('GET_USER', { chainId })) as { address: string }
    const message = new TextEncoder().encode('Imported wallet check')
    const { signature } = (await approve(
      request('RPC_REQUEST', {
        chainId,
        method: 'solana_signMessage',
        params: { message: bs58.encode(message), pubkey: address },
      }),
    )) as { signature: string }
    expect(ed25519.verify(bs58.decode(signature), message, bs58.decode(address))).toBe(true)

    const owner = new PublicKey(address)
    solanaDevnet.chain.airdrop(owner, BigInt(LAMPORTS_PER_SOL))
    const connection = new Connection(solanaDevnet.rpcUrl, 'confirmed')
    const to = new PublicKey(solanaDevnet.accounts[0]!.address)
    const before = await connection.getBalance(to)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new VersionedTransaction(
      new TransactionMessage({
        payerKey: owner,
        recentBlockhash: blockhash,
        instructions: [SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports: 10_000_000 })],
      }).compileToV0Message(),
    )
    await approve(
      request('RPC_REQUEST', {
        chainId,
        method: 'solana_signAndSendTransaction',
        params: { transaction: Buffer.from(transaction.serialize()).toString('base64'), pubkey: address },
      }),
    )
    await expect.poll(() => connection.getBalance(to)).toBe(before + 10_000_000)
  })

  test('the phrase never left the frame: not in a message to the app, a request to the service or a log', async () => {
    const received = JSON.stringify(await page.evaluate(() => (window as unknown as AppWindow).received))
    expect(received).toContain('SETUP_WALLET_SUCCESS')
    const seen = `${received}\n${outbound.join('\n')}`
    expect(outbound.some((line) => line.startsWith(`${service.url}/`))).toBe(true)
    for (const secret of [DEVNET_MNEMONIC, 'test test test', 'junk', ANVIL_KEY_1.slice(2)])
      expect(seen).not.toContain(secret)
  })
})
