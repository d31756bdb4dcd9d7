import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { ed25519 } from '@noble/curves/ed25519'
import { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from '@portico/dev-utils'
import { type Devnet, startDevnet } from '@portico/devnet'
import { type SolanaDevnet, startSolanaDevnet } from '@portico/devnet-solana'
import { type Relay, startRelay } from '@portico/relay'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { SignClient } from '@walletconnect/sign-client'
import bs58 from 'bs58'
import { type Browser, chromium, type Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWalletConnectWallet, type WalletConnectWallet } from './index.js'

// The page's wallet side is the reference sign-client in Chromium; the dapp is the same client in Node. Both
// talk through Portico's relay; the page signs and sends on the local EVM and Solana chains.
const root = new URL('../..', import.meta.url).pathname
const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const projectId = 'portico-dev-wallet-test'

type Dapp = Awaited<ReturnType<typeof SignClient.init>>
type Session = Awaited<ReturnType<Awaited<ReturnType<Dapp['connect']>>['approval']>>

/** The sign-client's storage interface, in memory (its Node default writes files). */
function memoryStorage() {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      items.set(key, value)
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
}

/** A promise of the next `event` the dapp receives that matches `test`. */
function next<T>(
  dapp: Dapp,
  event: 'session_event' | 'session_update' | 'session_delete',
  test = (_: T) => true,
) {
  return new Promise<T>((resolve) => {
    const listener = (args: T) => {
      if (!test(args)) return
      dapp.off(event, listener as never)
      resolve(args)
    }
    dapp.on(event, listener as never)
  })
}

/** A request's error as { code, message }, or its result. */
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (result) => ({ result }),
    (error: { code: number; message: string }) => ({ error: { code: error.code, message: error.message } }),
  )

describe.skipIf(skipBrowser)('the WalletConnect wallet page', { timeout: 60_000 }, () => {
  let relay: Relay
  let devnet: Devnet
  let solana: SolanaDevnet
  let wallet: WalletConnectWallet
  let browser: Browser
  let page: Page
  let dapp: Dapp
  let session: Session
  let evmChains: string[]

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/bundle.mjs'], { cwd: root, stdio: 'inherit' })
    mkdirSync(`${root}test-results`, { recursive: true })
    ;[relay, devnet, solana, browser] = await Promise.all([
      startRelay({ projectIds: [projectId] }),
      startDevnet(),
      startSolanaDevnet({ accounts: 2 }),
      chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
    ])
    evmChains = devnet.chains.map((chain) => `eip155:${chain.chainId}`)
    wallet = await startWalletConnectWallet({
      relayUrl: relay.url,
      projectId,
      evm: { chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) },
      solana: { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl },
    })
    dapp = await SignClient.init({
      projectId,
      relayUrl: relay.url,
      metadata: {
        name: 'Portico Test Dapp',
        description: 'The dapp side of the dev wallet test',
        url: 'http://dapp.localhost',
        icons: [],
      },
      storage: memoryStorage() as never,
      telemetryEnabled: false,
      logger: 'error',
    })
    page = await browser.newPage({ viewport: { width: 480, height: 860 } })
    page.on('pageerror', (error) => console.error('[wallet page]', error))
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await wallet?.stop()
    await dapp?.core.relayer.transportClose().catch(() => {})
    await relay?.stop()
    await devnet?.stop()
    await solana?.stop()
  })

  const approvePrompt = async (screenshot?: string) => {
    const approve = page.getByTestId('dev-wallet-approve')
    await approve.waitFor()
    if (screenshot) await page.screenshot({ path: `${root}test-results/${screenshot}` })
    await approve.click()
  }
  const rejectPrompt = () => page.getByTestId('dev-wallet-reject').click()

  it('pairs from the ?uri= deep link, shows the proposal and approves eip155 and solana', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: evmChains,
          methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
        },
        solana: {
          chains: [solana.caipNetworkId],
          methods: ['solana_signMessage', 'solana_signAndSendTransaction'],
          events: [],
        },
      },
    })
    // The reference client's approval() only sees an answer that arrives after it was called.
    const approved = approval()
    await page.goto(`${wallet.url}wc?uri=${encodeURIComponent(uri!)}`)
    const proposal = page.getByTestId('wc-proposal')
    await proposal.waitFor()
    expect(await page.getByTestId('wc-proposal-name').textContent()).toBe('Portico Test Dapp')
    expect(await page.getByTestId('wc-proposal-url').textContent()).toBe('http://dapp.localhost')
    expect(await proposal.textContent()).toContain(solana.caipNetworkId)
    await page.screenshot({ path: `${root}test-results/wc-proposal.png` })
    await page.getByTestId('wc-approve').click()

    session = await approved
    expect(session.namespaces.eip155?.accounts).toEqual(evmChains.map((chain) => `${chain}:${account0}`))
    expect(session.namespaces.solana?.accounts).toEqual([
      `${solana.caipNetworkId}:${solana.accounts[0]!.address}`,
    ])
    expect(session.peer.metadata.name).toBe('Portico WalletConnect Wallet')
    await page.getByTestId('wc-session').waitFor()
    expect(await page.getByTestId('wc-session-name').textContent()).toBe('Portico Test Dapp')
  })

  it('signs a personal_sign message after Approve in the prompt; Reject answers 4001', async () => {
    const message = 'Sign in to Portico\nNonce: 7'
    const request = (text: string) =>
      settle(
        dapp.request<Hex>({
          topic: session.topic,
          chainId: evmChains[0]!,
          request: { method: 'personal_sign', params: [toHex(text), account0] },
        }),
      )
    const signing = request(message)
    await approvePrompt('wc-request.png')
    expect(await page.getByTestId('dev-wallet-summary').count()).toBe(0)
    const signed = await signing
    expect(signed).toEqual({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
    expect(
      await verifyMessage({ address: account0, message, signature: (signed as { result: Hex }).result }),
    ).toBe(true)

    const rejected = request('no')
    await rejectPrompt()
    expect(await rejected).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  })

  it('sends a transaction on the local chain', async () => {
    const to = Keypair.generate().publicKey.toBuffer().subarray(0, 20)
    const recipient = toHex(to)
    const sending = dapp.request<Hex>({
      topic: session.topic,
      chainId: evmChains[0]!,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: account0, to: recipient, value: toHex(parseEther('0.25')) }],
      },
    })
    await approvePrompt()
    const hash = await sending
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'))
  })

  it('signs a Solana message (ed25519) and sends a Solana transaction; Reject answers 5000', async () => {
    const owner = solana.accounts[0]!.address
    const message = new TextEncoder().encode('hello from WalletConnect')
    const signing = dapp.request<{ signature: string }>({
      topic: session.topic,
      chainId: solana.caipNetworkId,
      request: { method: 'solana_signMessage', params: { message: bs58.encode(message), pubkey: owner } },
    })
    await approvePrompt()
    const { signature } = await signing
    expect(ed25519.verify(bs58.decode(signature), message, new PublicKey(owner).toBytes())).toBe(true)

    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const { blockhash } = await connection.getLatestBlockhash()
    const payer = new PublicKey(owner)
    const recipient = Keypair.generate().publicKey
    const tx = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: recipient, lamports: 5_000_000 }),
    )
    const transaction = tx.serialize({ requireAllSignatures: false }).toString('base64')
    const sending = dapp.request<{ signature: string }>({
      topic: session.topic,
      chainId: solana.caipNetworkId,
      request: { method: 'solana_signAndSendTransaction', params: { transaction } },
    })
    await approvePrompt()
    const sent = await sending
    const status = await connection.getSignatureStatus(sent.signature)
    expect(status.value?.err).toBeNull()
    expect(await connection.getBalance(recipient)).toBe(5_000_000)

    const rejected = settle(
      dapp.request({
        topic: session.topic,
        chainId: solana.caipNetworkId,
        request: { method: 'solana_signMessage', params: { message: bs58.encode(message), pubkey: owner } },
      }),
    )
    await rejectPrompt()
    expect(await rejected).toEqual({ error: { code: 5000, message: 'User rejected.' } })
  })

  it('switches chain and account from the wallet side, and the dapp hears of it', async () => {
    const chainChanged = next<{ params: { event: { name: string; data: unknown }; chainId: string } }>(
      dapp,
      'session_event',
      (e) => e.params.event.name === 'chainChanged',
    )
    await page.getByTestId('wc-chain-select').selectOption(String(devnet.chains[1]!.chainId))
    await page.getByTestId('wc-switch-chain').click()
    expect((await chainChanged).params).toMatchObject({
      chainId: evmChains[1],
      event: { name: 'chainChanged', data: devnet.chains[1]!.chainId },
    })

    const updated = next<{ params: { namespaces: Session['namespaces'] } }>(dapp, 'session_update')
    const accountsChanged = next<{ params: { event: { name: string; data: unknown }; chainId: string } }>(
      dapp,
      'session_event',
      (e) => e.params.event.name === 'accountsChanged' && e.params.chainId.startsWith('eip155:'),
    )
    await page.getByTestId('wc-switch-account').click()
    const { namespaces } = (await updated).params
    expect(namespaces.eip155?.accounts).toEqual(evmChains.map((chain) => `${chain}:${account1}`))
    expect(namespaces.solana?.accounts).toEqual([`${solana.caipNetworkId}:${solana.accounts[1]!.address}`])
    expect((await accountsChanged).params).toMatchObject({
      chainId: evmChains[1],
      event: { data: [account1] },
    })
    await expect(page.getByTestId('wc-evm-address').textContent()).resolves.toBe(account1)

    // The second account signs now.
    const signing = dapp.request<Hex>({
      topic: session.topic,
      chainId: evmChains[1]!,
      request: { method: 'personal_sign', params: [toHex('account 2'), account1] },
    })
    await approvePrompt()
    expect(await verifyMessage({ address: account1, message: 'account 2', signature: await signing })).toBe(
      true,
    )
  })

  it('disconnects from the wallet side', async () => {
    const deleted = next<{ topic: string }>(dapp, 'session_delete')
    await page.getByTestId('wc-disconnect').click()
    expect((await deleted).topic).toBe(session.topic)
    await page.getByText('No dapp is connected.').waitFor()
  })

  it('pairs a pasted URI with Connect; Reject declines the proposal with 5000', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: [evmChains[0]!], methods: ['personal_sign'], events: [] } },
    })
    const declined = approval().catch((error: unknown) => error)
    await page.getByTestId('wc-uri-input').fill(uri!)
    await page.getByTestId('wc-connect').click()
    await page.getByTestId('wc-reject').click()
    expect(await declined).toMatchObject({ code: 5000, message: 'User rejected.' })
    await page.getByTestId('wc-proposal').waitFor({ state: 'detached' })
  })
})

if (skipBrowser) {
  describe('the WalletConnect wallet page', () => {
    it.skip('skipped: /usr/bin/chromium is absent and CI is not set (apt-get install -y chromium)', () => {})
  })
}
