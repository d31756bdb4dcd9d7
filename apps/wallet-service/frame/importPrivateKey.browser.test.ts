// @vitest-environment node
// Importing a private key in the frame, in Chromium, against the real service and the local chains: an EVM key
// (anvil's second account, funded) and a Solana secret key (base58 of 64 bytes, an account the local validator
// funds) each become a new user's wallet with that chain only. It signs a message that verifies and sends on its
// chain; the other chain is refused plainly (NOT_SUPPORTED, 4902) for the account and every request; the
// service stores the one address, and the export shows the one key. The keys never leave the frame.
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519'
import { skipBrowser } from '@portico/dev-utils'
import bs58 from 'bs58'
import { createPublicClient, type Hex, http, numberToHex, parseEther, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { extractCode } from '../src/index.js'
import { type ImportWorld, screenshots, startImportWorld } from './test/importWorld.js'
import { solanaTransfer } from './test/solanaTransfer.js'

/** anvil's second account: funded on the devnet. */
const EVM_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const password = 'correct horse battery'

describe.skipIf(skipBrowser)('importing a private key in the frame', () => {
  let world: ImportWorld
  let solanaKey: string
  let solanaAddress: string

  beforeAll(async () => {
    world = await startImportWorld({ solanaAccounts: 2 })
    const account = world.solanaDevnet.accounts[1]!
    solanaKey = bs58.encode(account.keypair.secretKey)
    solanaAddress = account.address
  })

  afterAll(async () => {
    await world?.stop()
  })

  /** A new user imports `key`: the kind shows as `kindText`, then the password; the wallet is made. */
  async function importKey(email: string, key: string, kindText: string) {
    await world.openApp()
    await world.syncApp()
    await world.signInNewUser(email)
    const setup = world.request('SETUP_WALLET')
    const { frame } = world
    await frame.getByRole('button', { name: 'Import an existing wallet' }).click()
    const view = frame.locator('form[data-view="import"]')
    await view.waitFor()
    await world.field().fill(key)
    await world.field().dispatchEvent('input')
    expect(await view.locator('[data-kind]').textContent()).toBe(kindText)
    await frame.locator('button[type="submit"]').click()
    await world.setImportPassword(password)
    expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
  }

  /** The frame's answer for the chain the wallet lacks: a plain error the kit reads as "no account there". */
  async function refused(type: string, payload: unknown, chain: 'EVM' | 'Solana') {
    const reply = await world.request(type, payload)
    expect(reply).toMatchObject({
      type: `${type}_ERROR`,
      payload: {
        reason: 'NOT_SUPPORTED',
        code: 4902,
        message: `This wallet has no ${chain} account: it was imported from a private key of another chain`,
      },
    })
  }

  const storedAddresses = async (email: string) => {
    const [row] = await world.service.db.query<{
      eip155_address: string | null
      solana_address: string | null
    }>(
      'select w.eip155_address, w.solana_address from wallets w join users u on u.id = w.user_id where u.email = $1',
      [email],
    )
    return row
  }

  test('an EVM private key: the EVM address only; personal_sign verifies and a send lands on anvil', async () => {
    const email = `evm-key-${process.pid}-${Date.now()}@example.com`
    await importKey(email, EVM_KEY, 'EVM private key')
    const solanaChain = world.solanaDevnet.caipNetworkId
    expect(await world.ok('GET_USER', { chainId: 31337 })).toMatchObject({ address: EVM_ADDRESS })
    await refused('GET_USER', { chainId: solanaChain }, 'Solana')
    expect(await storedAddresses(email)).toEqual({ eip155_address: EVM_ADDRESS, solana_address: null })

    const message = 'Imported key check'
    const signature = (await world.approve(
      world.request('RPC_REQUEST', {
        chainId: 31337,
        method: 'personal_sign',
        params: [stringToHex(message), EVM_ADDRESS],
      }),
    )) as Hex
    expect(await verifyMessage({ address: EVM_ADDRESS, message, signature })).toBe(true)

    const chain = world.devnet.chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const to = chain.addresses.testAccounts[2]!
    const before = await client.getBalance({ address: to })
    const hash = (await world.approve(
      world.request('RPC_REQUEST', {
        chainId: 31337,
        method: 'eth_sendTransaction',
        params: [{ from: EVM_ADDRESS, to, value: numberToHex(parseEther('0.01')) }],
      }),
    )) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(EVM_ADDRESS.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.01'))

    const solanaMessage = bs58.encode(new TextEncoder().encode('no Solana here'))
    await refused(
      'RPC_REQUEST',
      { chainId: solanaChain, method: 'solana_signMessage', params: { message: solanaMessage } },
      'Solana',
    )
    expect(await world.frame.locator('[data-view="approve"]').count()).toBe(0)
  })

  test('a Solana secret key: the Solana address only; signMessage verifies and a send lands', async () => {
    const email = `solana-key-${process.pid}-${Date.now()}@example.com`
    await importKey(email, solanaKey, 'Solana secret key')
    const chainId = world.solanaDevnet.caipNetworkId
    expect(await world.ok('GET_USER', { chainId })).toMatchObject({ address: solanaAddress })
    await refused('GET_USER', { chainId: 31337 }, 'EVM')
    expect(await storedAddresses(email)).toEqual({ eip155_address: null, solana_address: solanaAddress })

    const message = new TextEncoder().encode('Imported key check')
    const { signature } = (await world.approve(
      world.request('RPC_REQUEST', {
        chainId,
        method: 'solana_signMessage',
        params: { message: bs58.encode(message), pubkey: solanaAddress },
      }),
    )) as { signature: string }
    expect(ed25519.verify(bs58.decode(signature), message, bs58.decode(solanaAddress))).toBe(true)

    const {
      connection,
      to,
      before: balance,
      base64,
    } = await solanaTransfer(world.solanaDevnet, solanaAddress, 10_000_000)
    await world.approve(
      world.request('RPC_REQUEST', {
        chainId,
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: base64,
          pubkey: solanaAddress,
        },
      }),
    )
    await expect.poll(() => connection.getBalance(to)).toBe(balance + 10_000_000)

    await refused(
      'RPC_REQUEST',
      { chainId: 31337, method: 'personal_sign', params: [stringToHex('no EVM here'), EVM_ADDRESS] },
      'EVM',
    )

    // The export shows the one key the wallet has: the Solana secret key as it was imported.
    const before = Date.now()
    const exported = world.request('EXPORT_KEY')
    const { frame, page } = world
    await frame.locator('[data-view="export"]').waitFor()
    const mail = await world.catcher.waitForMail({ to: email, after: before, timeoutMs: 10_000 })
    await frame.locator('input[name="code"]').fill(extractCode(mail.text) ?? '')
    await frame.locator('button[type="submit"]').click()
    expect(await frame.locator('[data-secret="solana"]').textContent()).toBe(solanaKey)
    expect(await frame.locator('[data-secret="evm"]').count()).toBe(0)
    await page.screenshot({ path: join(screenshots, 'export-solana-key-only.png') })
    await frame.getByRole('button', { name: 'Done' }).click()
    expect((await exported)?.type).toBe('EXPORT_KEY_SUCCESS')
  })

  test('the keys never left the frame: not in a message to the app, a request to the service or a log', async () => {
    const seen = `${JSON.stringify(await world.received())}\n${world.outbound.join('\n')}`
    expect(world.outbound.some((line) => line.startsWith(`${world.service.url}/`))).toBe(true)
    for (const secret of [EVM_KEY.slice(2), solanaKey, solanaKey.slice(0, 40)])
      expect(seen).not.toContain(secret)
  })
})
