import { createStorage, memoryStorage } from '@portico/core'
import { afterEach, describe, expect, test } from 'vitest'
import { destroyConfigs, loggedIn, setup, until } from '../test/controllerWorld.js'
import { CODE, EVM_ADDRESS, SOLANA_ADDRESS, scriptedWallet } from '../test/scriptedFrame.js'

// The controller inside a real config, with adapters that connect through the session they are handed and the
// frame scripted in memory (test/controllerWorld.ts): after login (reload, sign-out, e-mail change, export, theme).

afterEach(destroyConfigs)

describe('after login', () => {
  test('a reload restores the login silently; without the used flag the frame is never loaded', async () => {
    const backend = memoryStorage()
    const wallet = scriptedWallet()
    const first = await loggedIn(setup({ backend, wallet }))
    first.config.destroy()

    const second = setup({ backend, wallet })
    const before = wallet.world.received.length
    await second.config.ready
    expect(second.config.account.get('eip155')).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(second.config.account.get('solana')).toMatchObject({
      status: 'connected',
      address: SOLANA_ADDRESS,
    })
    expect(second.embedded.state).toMatchObject({ status: 'idle', email: 'ada@example.com' })
    const asked = wallet.world.received.slice(before).map((request) => request.type)
    expect(asked).toContain('IS_CONNECTED')
    expect(asked).not.toContain('CONNECT_EMAIL')
    expect(asked).not.toContain('CONNECT_OTP')
    second.config.destroy()

    // The stored connection without the login cache: disconnected, and nothing loaded.
    createStorage({ storage: backend }).removeItem('embeddedWalletUsed')
    const third = setup({ backend, wallet })
    await third.config.ready
    expect(third.loads()).toBe(0)
    expect(third.config.isConnected()).toBe(false)
  })

  test('without a page (a server render) nothing is restored and the login cache stays for the browser', async () => {
    const backend = memoryStorage()
    const wallet = scriptedWallet()
    const first = await loggedIn(setup({ backend, wallet }))
    first.config.destroy()
    const server = setup({ backend, wallet, noDocument: true })
    await server.config.ready
    expect(server.loads()).toBe(0)
    expect(createStorage({ storage: backend }).getItem('embeddedWalletUsed')).toBe(true)
  })

  test('a login the service no longer knows is cleared on reload', async () => {
    const backend = memoryStorage()
    const wallet = scriptedWallet()
    const first = await loggedIn(setup({ backend, wallet }))
    first.config.destroy()
    wallet.world.loggedIn = undefined

    const second = setup({ backend, wallet })
    await second.config.ready
    expect(second.config.isConnected()).toBe(false)
    expect(createStorage({ storage: backend }).getItem('embeddedWalletUsed')).toBeUndefined()
    expect(createStorage({ storage: backend }).getItem('connectorIds')).toEqual({})
  })

  test('signOut tells the service, disconnects both namespaces, ends the sessions and clears the cache', async () => {
    const { embedded, wallet, config, backend, evm } = await loggedIn()
    await embedded.signOut()
    expect(wallet.types().at(-1)).toBe('SIGN_OUT')
    expect(wallet.world.loggedIn).toBeUndefined()
    expect(evm.held.events).toContainEqual({ type: 'deleted' })
    expect(config.isConnected()).toBe(false)
    expect(config.account.get('solana').status).toBe('disconnected')
    expect(embedded.state).toMatchObject({ status: 'idle', email: undefined, user: undefined })
    const storage = createStorage({ storage: backend })
    expect(storage.getItem('embeddedWalletUsed')).toBeUndefined()
    expect(storage.getItem('embeddedWalletEmail')).toBeUndefined()
  })

  test("the config's disconnect signs the e-mail login out too", async () => {
    const { wallet, config, backend } = await loggedIn()
    await config.disconnect()
    expect(wallet.types().at(-1)).toBe('SIGN_OUT')
    expect(createStorage({ storage: backend }).getItem('embeddedWalletUsed')).toBeUndefined()
  })

  test('changing the e-mail: a code to the old address, then to the new; the sessions hear of it', async () => {
    const { embedded, backend, evm } = await loggedIn()
    expect(await embedded.updateEmail('bob@example.com')).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(await embedded.updateEmailPrimaryOtp(CODE)).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(await embedded.updateEmailSecondaryOtp(CODE)).toEqual({ email: 'bob@example.com' })
    expect(embedded.state).toMatchObject({ email: 'bob@example.com', user: { email: 'bob@example.com' } })
    expect(createStorage({ storage: backend }).getItem('embeddedWalletEmail')).toBe('bob@example.com')
    expect(evm.held.events.at(-1)).toEqual({
      type: 'accountsChanged',
      accounts: [`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`],
    })
    await expect(embedded.updateEmail('not an address')).rejects.toMatchObject({ name: 'EmailInvalidError' })
  })

  test('the key export shows the frame until it is done', async () => {
    const { embedded, wallet } = await loggedIn()
    const exporting = embedded.exportKey()
    await until(() => wallet.world.waiting.has('EXPORT_KEY'))
    expect(embedded.state.frameVisible).toBe('export')
    wallet.finishExport()
    await exporting
    expect(embedded.state.frameVisible).toBeUndefined()
  })

  test('the emergency kit shows the frame until it is done; closing the modal ends it as aborted', async () => {
    const { embedded, wallet } = await loggedIn()
    const downloading = embedded.downloadKit()
    await until(() => wallet.world.waiting.has('DOWNLOAD_KIT'))
    expect(embedded.state.frameVisible).toBe('kit')
    wallet.finishKit()
    await downloading
    expect(embedded.state.frameVisible).toBeUndefined()
    expect(embedded.state.error).toBeUndefined()

    const closed = embedded.downloadKit()
    await until(() => wallet.world.waiting.has('DOWNLOAD_KIT'))
    embedded.abortPending()
    await expect(closed).rejects.toMatchObject({ name: 'EmbeddedWalletAbortedError' })
    expect(embedded.state.frameVisible).toBeUndefined()
    expect(wallet.world.shown).toBeUndefined()
  })

  test('an export left with Back and then the kit: the export ending does not hide the kit in the frame', async () => {
    const { embedded, wallet } = await loggedIn()
    const exporting = embedded.exportKey()
    await until(() => wallet.world.waiting.has('EXPORT_KEY'))
    const downloading = embedded.downloadKit()
    await until(() => wallet.world.waiting.has('DOWNLOAD_KIT'))
    const rect = { top: 10, left: 10, width: 360, height: 420 }
    embedded.showFrame(rect)
    wallet.finishExport()
    await exporting
    expect(embedded.state.frameVisible).toBe('kit')
    expect(wallet.world.shown).toEqual(rect)
    wallet.finishKit()
    await downloading
    expect(embedded.state.frameVisible).toBeUndefined()
    expect(wallet.world.shown).toBeUndefined()
  })

  test("the frame follows the modal's theme and language", async () => {
    const { embedded, wallet, config } = await loggedIn()
    config.options.setThemeMode('light')
    await until(() => wallet.world.received.at(-1)?.type === 'SYNC_THEME')
    expect(wallet.world.received.at(-1)?.payload).toEqual({ themeMode: 'light' })
    embedded.setLocale('de')
    expect(wallet.world.received.at(-1)).toMatchObject({ type: 'SYNC_DAPP_DATA', payload: { locale: 'de' } })
  })
})
