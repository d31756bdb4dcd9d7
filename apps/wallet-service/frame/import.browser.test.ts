// @vitest-environment node
// Importing an existing wallet in the frame, in Chromium, against the real service and the local chains: a new
// user chooses "Import an existing wallet" in the recovery-password form, types the devnet recovery phrase (whose
// first account anvil funds), sets a password; the wallet has the phrase's addresses, signs messages that verify
// and sends on anvil and the local Solana validator. The phrase never leaves the frame. (Private keys:
// importPrivateKey.browser.test.ts.)
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519'
import { skipBrowser } from '@portico/dev-utils'
import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { createPublicClient, type Hex, http, numberToHex, parseEther, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { keysFromMnemonic } from './keys.js'
import { type ImportWorld, screenshots, startImportWorld } from './test/importWorld.js'
import { solanaTransfer } from './test/solanaTransfer.js'

/** anvil's and hardhat's mnemonic: its first EVM account is funded on the devnet. */
const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'
const DEVNET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ANVIL_KEY_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

describe.skipIf(skipBrowser)('importing an existing wallet in the frame', () => {
  let world: ImportWorld
  const email = `importer-${process.pid}-${Date.now()}@example.com`
  const password = 'correct horse battery'

  beforeAll(async () => {
    world = await startImportWorld()
  })

  afterAll(async () => {
    await world?.stop()
  })

  const request = (type: string, payload: unknown = {}) => world.request(type, payload)
  const ok = (type: string, payload: unknown = {}) => world.ok(type, payload)
  const approve = (pending: ReturnType<typeof request>) => world.approve(pending)
  const field = () => world.field()
  const typeAndContinue = (text: string) => world.typeAndContinue(text)

  test('the new-wallet form offers an import; the import view names the kind and says what is wrong', async () => {
    const { page, frame } = world
    await world.syncApp()
    await world.signInNewUser(email)

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
    expect(await error.textContent()).toBe('Enter your recovery phrase or private key.')
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
    // A private key is named as it is typed (importPrivateKey.browser.test.ts imports them).
    await field().fill(ANVIL_KEY_1)
    await field().dispatchEvent('input')
    expect(await kind.textContent()).toBe('EVM private key')

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
    expect(await passwordForm.locator('[data-import]').count()).toBe(0)
    await world.setImportPassword(password)
    expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
    expect(await frame.locator('#portico-root').innerHTML()).toBe('')
  })

  test('the wallet has the phrase’s addresses, here and at the service', async () => {
    const keys = await keysFromMnemonic(DEVNET_MNEMONIC)
    keys.wipe()
    expect(keys.addresses.eip155).toBe(DEVNET_ADDRESS)
    expect(await ok('GET_USER', { chainId: 31337 })).toMatchObject({ address: DEVNET_ADDRESS })
    expect(await ok('GET_USER', { chainId: world.solanaDevnet.caipNetworkId })).toMatchObject({
      address: keys.addresses.solana,
    })
    const [stored] = await world.service.db.query<{ eip155_address: string; solana_address: string }>(
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

    const chain = world.devnet.chains[0]!
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
    const chainId = world.solanaDevnet.caipNetworkId
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

    world.solanaDevnet.chain.airdrop(new PublicKey(address), BigInt(LAMPORTS_PER_SOL))
    const { connection, to, before, base64 } = await solanaTransfer(world.solanaDevnet, address, 10_000_000)
    await approve(
      request('RPC_REQUEST', {
        chainId,
        method: 'solana_signAndSendTransaction',
        params: { transaction: base64, pubkey: address },
      }),
    )
    await expect.poll(() => connection.getBalance(to)).toBe(before + 10_000_000)
  })

  test('the phrase never left the frame: not in a message to the app, a request to the service or a log', async () => {
    const { outbound, service } = world
    const received = JSON.stringify(await world.received())
    expect(received).toContain('SETUP_WALLET_SUCCESS')
    const seen = `${received}\n${outbound.join('\n')}`
    expect(outbound.some((line) => line.startsWith(`${service.url}/`))).toBe(true)
    for (const secret of [DEVNET_MNEMONIC, 'test test test', 'junk', ANVIL_KEY_1.slice(2)])
      expect(seen).not.toContain(secret)
  })
})
