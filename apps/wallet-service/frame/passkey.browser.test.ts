// @vitest-environment node
// Passkeys in the wallet frame, in Chromium with its virtual authenticator (DevTools protocol), against the real
// service served on localhost (a passkey's RP ID is a domain name). A user with a PRF passkey gets a wallet with no
// password, signs with it, and after the frame's storage is wiped rebuilds it from the passkey alone; a user whose
// passkey has no PRF sets a recovery password instead and needs it after the wipe.

import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { addVirtualAuthenticator, skipBrowser } from '@portico/dev-utils'
import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { createPublicClient, type Hex, http, numberToHex, parseEther, stringToHex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { extractLink } from '../src/index.js'
import { fromBase64 } from './bytes.js'
import { DATABASE_NAME } from './deviceStore.js'
import { openPasskeyBackup, PasskeyBackupError } from './passkeyBackup.js'
import { decryptRecoveryShare } from './recovery.js'
import { combineShares } from './shares.js'
import { ok, request, syncApp } from './test/appPage.js'
import { type FrameWorld, screenshots, startFrameWorld } from './test/frameWorld.js'
import { solanaTransfer } from './test/solanaTransfer.js'

const PASSWORD = 'correct horse battery'

const addAuthenticator = (page: Page, { prf }: { prf: boolean }) => addVirtualAuthenticator(page, { prf })

/** A new app page with an authenticator, whose user makes a wallet with a passkey there (PRF: no password). */
async function passkeyWallet(world: FrameWorld) {
  const device = await world.openApp()
  await syncApp(device.page, world.networks())
  const authenticator = await addAuthenticator(device.page, { prf: true })
  const connecting = request(device.page, 'CONNECT_PASSKEY', {}, 60_000)
  await device.frame.locator('[data-passkey="create"]').click()
  expect((await connecting)?.type).toBe('CONNECT_PASSKEY_SUCCESS')
  return { device, authenticator }
}

/** Signs `email` up with the e-mailed code and a recovery password, as the e-mail login does. */
async function emailSignUp(
  world: FrameWorld,
  device: Awaited<ReturnType<FrameWorld['openApp']>>,
  email: string,
) {
  const before = Date.now()
  expect(await ok(device.page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
  const code = await world.codeAfter(before, email)
  expect(await ok(device.page, 'CONNECT_OTP', { otp: code })).toEqual({ wallet: 'create' })
  const setup = request(device.page, 'SETUP_WALLET')
  await device.frame.locator('form[data-view="setup"]').waitFor()
  await device.frame.locator('input[name="password"]').fill(PASSWORD)
  await device.frame.locator('input[name="confirm"]').fill(PASSWORD)
  await device.frame.locator('button[type="submit"]').click()
  expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
}

/** Deletes the frame's IndexedDB (its device share and session) and reloads the page, as a wiped browser would. */
async function wipeFrameStorage(world: FrameWorld, device: Awaited<ReturnType<FrameWorld['openApp']>>) {
  await device.frame.evaluate((name) => void indexedDB.deleteDatabase(name), DATABASE_NAME)
  await device.page.reload()
  const frame = device.page.frame({ url: (url) => url.href.startsWith(`${world.serviceUrl}/frame`) })
  if (!frame) throw new Error('no wallet frame after the reload')
  await syncApp(device.page, world.networks())
  return { ...device, frame }
}

async function signMessage(
  device: { page: Page; frame: NonNullable<ReturnType<Page['frame']>> },
  address: Hex,
) {
  const message = 'Hello from a passkey wallet'
  const pending = request(device.page, 'RPC_REQUEST', {
    chainId: 31337,
    method: 'personal_sign',
    params: [stringToHex(message), address],
  })
  await device.frame.locator('[data-view="approve"]').waitFor()
  await device.frame.waitForFunction(
    () => !document.querySelector('button.primary')?.hasAttribute('disabled'),
  )
  await device.frame.locator('button.primary').click()
  const reply = await pending
  expect(reply?.type).toBe('RPC_REQUEST_SUCCESS')
  const signature = (reply!.payload as { result: Hex }).result
  expect(await verifyMessage({ address, message, signature })).toBe(true)
}

type Device = Awaited<ReturnType<FrameWorld['openApp']>>

/** An ETH transfer from `from`, approved in the frame and mined on the devnet. */
async function sendEth(world: FrameWorld, device: Device, from: Hex) {
  const chain = world.devnet.chains[0]!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [from, numberToHex(parseEther('10'))] as never,
  })
  const to = chain.addresses.testAccounts[1]!
  const before = await client.getBalance({ address: to })
  const pending = request(device.page, 'RPC_REQUEST', {
    chainId: 31337,
    method: 'eth_sendTransaction',
    params: [{ from, to, value: numberToHex(parseEther('0.5')) }],
  })
  await device.frame.locator('[data-view="approve"]').waitFor()
  expect(await device.frame.locator('[data-view="approve"]').textContent()).toContain('0.5 ETH')
  await device.frame.waitForFunction(
    () => !document.querySelector('button.primary')?.hasAttribute('disabled'),
  )
  await device.frame.locator('button.primary').click()
  const reply = await pending
  expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
  const receipt = await client.waitForTransactionReceipt({ hash: (reply!.payload as { result: Hex }).result })
  expect(receipt.status).toBe('success')
  expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.5'))
}

/** A SOL transfer from `from`, approved in the frame and confirmed on the local validator. */
async function sendSol(world: FrameWorld, device: Device, from: string) {
  await world.solanaDevnet.chain.airdrop(new PublicKey(from), 2n * BigInt(LAMPORTS_PER_SOL))
  const { connection, to, before, base64 } = await solanaTransfer(world.solanaDevnet, from, 100_000_000)
  const pending = request(device.page, 'RPC_REQUEST', {
    chainId: world.solanaDevnet.caipNetworkId,
    method: 'solana_signAndSendTransaction',
    params: { transaction: base64, pubkey: from },
  })
  await device.frame.locator('[data-view="approve"]').waitFor()
  expect(await device.frame.locator('[data-view="approve"]').textContent()).toContain('0.1 SOL')
  await device.frame.waitForFunction(
    () => !document.querySelector('button.primary')?.hasAttribute('disabled'),
  )
  await device.frame.locator('button.primary').click()
  const reply = await pending
  expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
  await expect.poll(() => connection.getBalance(to)).toBe(before + 100_000_000)
}

/** Logs in with the passkey from the frame's passkey view ("Log in with a passkey"); the whole login succeeds. */
async function logInWithPasskey(device: Device) {
  const connecting = request(device.page, 'CONNECT_PASSKEY', {}, 60_000)
  await device.frame.locator('[data-passkey="use"]').click()
  expect((await connecting)?.type).toBe('CONNECT_PASSKEY_SUCCESS')
}

describe.skipIf(skipBrowser)('passkeys in the wallet frame', () => {
  let world: FrameWorld
  beforeAll(async () => {
    world = await startFrameWorld({
      onLocalhost: true,
      page: { allow: 'publickey-credentials-get; publickey-credentials-create', height: 480 },
    })
  })
  afterAll(async () => {
    await world?.stop()
  })

  test('PRF passkey: sign up with no password, sign, then rebuild the wiped device from the passkey alone', async () => {
    let device = await world.openApp()
    await syncApp(device.page, world.networks())
    const authenticator = await addAuthenticator(device.page, { prf: true })

    const connecting = request(device.page, 'CONNECT_PASSKEY', {}, 60_000)
    await device.frame.locator('[data-view="passkey"]').waitFor()
    expect(await device.frame.locator('h1').textContent()).toBe('Continue with a passkey')
    await device.page.screenshot({ path: join(screenshots, 'passkey-view.png') })
    await device.frame.locator('[data-passkey="create"]').click()
    expect((await connecting)?.type).toBe('CONNECT_PASSKEY_SUCCESS')
    expect(await authenticator.credentials()).toHaveLength(1)

    const user = await ok(device.page, 'GET_USER', { chainId: 31337 })
    expect(user.email ?? null).toBeNull()
    const address = user.address as Hex
    const solana = (await ok(device.page, 'GET_USER', { chainId: world.solanaDevnet.caipNetworkId }))
      .address as string
    await signMessage(device, address)
    await sendEth(world, device, address)
    await sendSol(world, device, solana)

    // The service keeps the passkey's sealed backup and cannot open it: it holds no PRF output.
    const [stored] = await world.service.db.query<{ backup_blob: string | null; prf: boolean }>(
      'select backup_blob, prf from webauthn_credentials',
    )
    expect(stored?.prf).toBe(true)
    expect(JSON.parse(stored?.backup_blob ?? '{}')).toMatchObject({ v: 1, kdf: 'webauthn-prf' })

    // The frame's storage outlives a reload (so wiping it below is what a browser's eviction would do).
    await device.page.reload()
    device = {
      ...device,
      frame: device.page.frame({ url: (url) => url.href.startsWith(`${world.serviceUrl}/frame`) })!,
    }
    await syncApp(device.page, world.networks())
    expect(await ok(device.page, 'IS_CONNECTED')).toEqual({ isConnected: true })
    expect(device.logs.join('\n')).not.toContain('the wallet lives in memory')

    device = await wipeFrameStorage(world, device)
    expect(await ok(device.page, 'IS_CONNECTED')).toEqual({ isConnected: false })
    await logInWithPasskey(device)
    // Rebuilt with the same addresses, and never asked for a password.
    expect((await ok(device.page, 'GET_USER', { chainId: 31337 })).address).toBe(address)
    expect((await ok(device.page, 'GET_USER', { chainId: world.solanaDevnet.caipNetworkId })).address).toBe(
      solana,
    )
    await signMessage(device, address)
    await device.ctx.close()
  })

  test('a passkey without PRF: the recovery password locks the backup, and opens it after a wipe', async () => {
    let device = await world.openApp()
    await syncApp(device.page, world.networks())
    await addAuthenticator(device.page, { prf: false })

    const connecting = request(device.page, 'CONNECT_PASSKEY', {}, 60_000)
    await device.frame.locator('[data-passkey="create"]').click()
    const form = device.frame.locator('form[data-view="setup"]')
    await form.waitFor()
    expect(await form.locator('[data-note]').textContent()).toMatch(/also needs a recovery password/)
    await device.page.screenshot({ path: join(screenshots, 'passkey-no-prf-password.png') })
    await device.frame.locator('input[name="password"]').fill(PASSWORD)
    await device.frame.locator('input[name="confirm"]').fill(PASSWORD)
    await device.frame.locator('button[type="submit"]').click()
    expect((await connecting)?.type).toBe('CONNECT_PASSKEY_SUCCESS')
    const address = (await ok(device.page, 'GET_USER', { chainId: 31337 })).address as Hex

    device = await wipeFrameStorage(world, device)
    const again = request(device.page, 'CONNECT_PASSKEY', {}, 60_000)
    await device.frame.locator('[data-passkey="use"]').click()
    await device.frame.locator('form[data-view="recover"]').waitFor()
    await device.frame.locator('input[name="password"]').fill(PASSWORD)
    await device.frame.locator('button[type="submit"]').click()
    expect((await again)?.type).toBe('CONNECT_PASSKEY_SUCCESS')
    expect((await ok(device.page, 'GET_USER', { chainId: 31337 })).address).toBe(address)
    await device.ctx.close()
  })

  test('a failed prompt shows in the view, which takes another try; Cancel answers USER_REJECTED', async () => {
    const device = await world.openApp()
    await syncApp(device.page, world.networks())
    const authenticator = await addAuthenticator(device.page, { prf: true })
    await authenticator.setUserVerified(false)

    const connecting = request(device.page, 'CONNECT_PASSKEY', {}, 60_000)
    await device.frame.locator('[data-passkey="create"]').click()
    await expect
      .poll(() => device.frame.locator('.error').textContent())
      .toBe('The passkey request was cancelled or timed out.')
    expect(await device.frame.locator('[data-passkey="create"]').isDisabled()).toBe(false)
    await device.frame.getByRole('button', { name: 'Cancel' }).click()
    expect(await connecting).toMatchObject({
      type: 'CONNECT_PASSKEY_ERROR',
      payload: { reason: 'USER_REJECTED' },
    })
    expect(await ok(device.page, 'IS_CONNECTED')).toEqual({ isConnected: false })
    await device.ctx.close()
  })

  test('an e-mail wallet adds a passkey in its settings, then opens with the passkey alone after a wipe; renaming and removing', async () => {
    let device = await world.openApp()
    await syncApp(device.page, world.networks())
    await addAuthenticator(device.page, { prf: true })
    const email = `passkey-${Date.now()}@example.com`
    await emailSignUp(world, device, email)
    const address = (await ok(device.page, 'GET_USER', { chainId: 31337 })).address as Hex

    const settings = request(device.page, 'MANAGE_PASSKEYS', {}, 60_000)
    let view = device.frame.locator('[data-view="passkeys"]')
    await view.waitFor()
    // The list arrives after the view: first it says so, then that there is none.
    await expect.poll(() => view.locator('.passkeys').textContent()).toContain('No passkey yet')
    await device.frame.locator('[data-passkey-add]').click()
    await expect.poll(() => view.locator('[role="status"]').textContent()).toBe('Passkey added.')
    expect(await view.locator('.passkey').count()).toBe(1)
    expect(await view.locator('.passkey').textContent()).toContain('Can rebuild this wallet on a new device')
    // Rename it.
    await view.getByRole('button', { name: 'Rename' }).click()
    await view.locator('input[name="name"]').fill('Work laptop')
    await view.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => view.locator('.passkey strong').textContent()).toBe('Work laptop')
    await device.page.screenshot({ path: join(screenshots, 'passkey-settings.png') })
    await view.getByRole('button', { name: 'Done' }).click()
    expect((await settings)?.type).toBe('MANAGE_PASSKEYS_SUCCESS')

    // The device's storage is wiped: the passkey alone opens the same wallet, with no code and no password.
    device = await wipeFrameStorage(world, device)
    await logInWithPasskey(device)
    expect((await ok(device.page, 'GET_USER', { chainId: 31337 })).address).toBe(address)
    await signMessage(device, address)

    // Wiped again, and this time the e-mail login: the device link, the code, then the passkey instead of the password.
    device = await wipeFrameStorage(world, device)
    const before = Date.now()
    expect(await ok(device.page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = request(device.page, 'CONNECT_DEVICE')
    const link = extractLink((await world.catcher.waitForMail({ to: email, after: before })).text)!
    const approval = await device.ctx.newPage()
    await approval.goto(link)
    const approved = Date.now()
    await approval.locator('button[type="submit"], input[type="submit"]').first().click()
    await approval.waitForLoadState()
    expect((await waiting)?.payload).toEqual({ approved: true })
    expect(await ok(device.page, 'CONNECT_OTP', { otp: await world.codeAfter(approved, email) })).toEqual({
      wallet: 'recover',
    })
    const setup = request(device.page, 'SETUP_WALLET', {}, 60_000)
    await device.frame.locator('form[data-view="recover"]').waitFor()
    await device.page.screenshot({ path: join(screenshots, 'passkey-instead-of-password.png') })
    await device.frame.locator('[data-passkey="instead"]').click()
    expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
    expect((await ok(device.page, 'GET_USER', { chainId: 31337 })).address).toBe(address)

    // An e-mail user may remove their only passkey: the e-mail still opens the wallet.
    const removing = request(device.page, 'MANAGE_PASSKEYS', {}, 60_000)
    view = device.frame.locator('[data-view="passkeys"]')
    await view.waitFor()
    await view.getByRole('button', { name: 'Remove' }).click()
    expect(await view.textContent()).toContain('Remove “Work laptop”? It will no longer open this wallet.')
    await view.locator('[data-confirm]').click()
    await expect.poll(() => view.locator('[role="status"]').textContent()).toBe('Passkey removed.')
    expect(await view.locator('.passkey').count()).toBe(0)
    await view.getByRole('button', { name: 'Done' }).click()
    expect((await removing)?.type).toBe('MANAGE_PASSKEYS_SUCCESS')
    await device.ctx.close()
  })

  test('a lost backup is sealed again at the next passkey login; the last passkey cannot be removed; the keys export after confirming with it', async () => {
    const { device } = await passkeyWallet(world)
    // A backup the service lost (its store failed after the wallet was made) is sealed again at the next login.
    const [{ user_id: userId } = { user_id: '' }] = await world.service.db.query<{ user_id: string }>(
      'select user_id from webauthn_credentials order by created_at desc limit 1',
    )
    await world.service.db.query(
      'update webauthn_credentials set backup_blob = null, backup_split_id = null where user_id = $1',
      [userId],
    )
    await ok(device.page, 'SIGN_OUT')
    await logInWithPasskey(device)
    const [healed] = await world.service.db.query<{ backup_blob: string | null }>(
      'select backup_blob from webauthn_credentials where user_id = $1',
      [userId],
    )
    expect(JSON.parse(healed?.backup_blob ?? '{}')).toMatchObject({ kdf: 'webauthn-prf' })

    const settings = request(device.page, 'MANAGE_PASSKEYS', {}, 60_000)
    const view = device.frame.locator('[data-view="passkeys"]')
    await view.locator('.passkey').waitFor()
    await view.getByRole('button', { name: 'Remove' }).click()
    await view.locator('[data-confirm]').click()
    await expect
      .poll(() => view.locator('.error').textContent())
      .toBe('Add another way to log in before removing this passkey.')
    await view.getByRole('button', { name: 'Done' }).click()
    expect((await settings)?.type).toBe('MANAGE_PASSKEYS_SUCCESS')

    // With no e-mail address to mail a code to, the export is confirmed with the passkey.
    const address = (await ok(device.page, 'GET_USER', { chainId: 31337 })).address as Hex
    const exporting = request(device.page, 'EXPORT_KEY', {}, 60_000)
    await device.frame.locator('[data-view="export"]').waitFor()
    expect(await device.frame.locator('[data-secret]').count()).toBe(0)
    await device.frame.locator('[data-passkey="confirm"]').click()
    const evmKey = (await device.frame.locator('[data-secret="evm"]').textContent()) as Hex
    expect(privateKeyToAddress(evmKey)).toBe(address)
    await device.page.screenshot({ path: join(screenshots, 'passkey-export.png') })
    await device.frame.getByRole('button', { name: 'Done' }).click()
    expect((await exporting)?.type).toBe('EXPORT_KEY_SUCCESS')
    expect(await device.frame.locator('[data-secret]').count()).toBe(0)
    await device.ctx.close()
  })

  test('a second passkey is added on another authenticator and the first removed: the second opens the wallet, the first no longer does', async () => {
    let { device, authenticator: first } = await passkeyWallet(world)
    const address = (await ok(device.page, 'GET_USER', { chainId: 31337 })).address as Hex
    const [{ credential_id: firstId } = { credential_id: '' }] = await world.service.db.query<{
      credential_id: string
    }>('select credential_id from webauthn_credentials order by created_at desc limit 1')

    // The first authenticator goes away; a second one (a new phone) gets a passkey of its own from the settings.
    const [firstPasskey] = await first.credentials()
    await first.remove()
    const second = await addAuthenticator(device.page, { prf: true })
    const settings = request(device.page, 'MANAGE_PASSKEYS', {}, 60_000)
    const view = device.frame.locator('[data-view="passkeys"]')
    await view.locator('.passkey').waitFor()
    await device.frame.locator('[data-passkey-add]').click()
    await expect.poll(() => view.locator('.passkey').count()).toBe(2)
    expect(await second.credentials()).toHaveLength(1)
    await view.locator(`[data-passkey-id="${firstId}"]`).getByRole('button', { name: 'Remove' }).click()
    await view.locator('[data-confirm]').click()
    await expect.poll(() => view.locator('.passkey').count()).toBe(1)
    expect(await view.locator(`[data-passkey-id="${firstId}"]`).count()).toBe(0)
    await view.getByRole('button', { name: 'Done' }).click()
    expect((await settings)?.type).toBe('MANAGE_PASSKEYS_SUCCESS')

    // A wiped browser: the second passkey alone rebuilds the same wallet.
    device = await wipeFrameStorage(world, device)
    await logInWithPasskey(device)
    expect((await ok(device.page, 'GET_USER', { chainId: 31337 })).address).toBe(address)

    // The removed passkey, still on an authenticator somewhere, opens nothing any more.
    await ok(device.page, 'SIGN_OUT')
    await second.remove()
    const old = await addAuthenticator(device.page, { prf: true })
    await old.addCredential(firstPasskey)
    const refused = request(device.page, 'CONNECT_PASSKEY', {}, 60_000)
    await device.frame.locator('[data-passkey="use"]').click()
    await expect
      .poll(() => device.frame.locator('.error').textContent())
      .toBe('This passkey could not be verified. Try again, or use another one.')
    await device.frame.getByRole('button', { name: 'Cancel' }).click()
    expect((await refused)?.type).toBe('CONNECT_PASSKEY_ERROR')
    expect(await ok(device.page, 'IS_CONNECTED')).toEqual({ isConnected: false })
    await device.ctx.close()
  })

  test("the service's database alone rebuilds no passkey wallet: its shares do not combine, the sealed backups need the passkey", async () => {
    const { device } = await passkeyWallet(world)
    // A second split: the browser is wiped and rebuilt by the passkey.
    const rebuilt = await wipeFrameStorage(world, device)
    await logInWithPasskey(rebuilt)

    // Everything the service stores for this user.
    const [credential] = await world.service.db.query<{
      user_id: string
      credential_id: string
      backup_blob: string
    }>(
      'select user_id, credential_id, backup_blob from webauthn_credentials order by created_at desc limit 1',
    )
    const [wallet] = await world.service.db.query<{ recovery_blob: string }>(
      'select recovery_blob from wallets where user_id = $1',
      [credential!.user_id],
    )
    const rows = await world.service.db.query<{ split_id: string; share: string }>(
      'select split_id, share from key_shares where user_id = $1',
      [credential!.user_id],
    )
    expect(rows).toHaveLength(2)
    const [one, two] = rows.map((row) => ({ splitId: row.split_id, bytes: fromBase64(row.share) }))
    await expect(combineShares(one!, two!)).rejects.toThrow()
    // The sealed backups open with no PRF output but the passkey's, and are no password's either.
    for (const blob of [credential!.backup_blob, wallet!.recovery_blob]) {
      for (const prf of [new Uint8Array(32), new Uint8Array(randomBytes(32)), new Uint8Array(32).fill(1)])
        await expect(
          openPasskeyBackup(blob, { prf, credentialId: credential!.credential_id }),
        ).rejects.toThrow(PasskeyBackupError)
      await expect(decryptRecoveryShare(blob, 'password')).rejects.toThrow()
    }
    await rebuilt.ctx.close()
  })
})
