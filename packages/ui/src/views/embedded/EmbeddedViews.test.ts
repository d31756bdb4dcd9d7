import type { CaipNetworkId, Config } from '@portico/core'
import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { type SiwxConfig, siwx } from '@portico/siwx'
import { afterEach, describe, expect, test, vi } from 'vitest'
import '../../elements.js'
import { deepText, press, queryAllDeep, queryDeep, settle, waitFor } from '../../test/dom.js'
import { mountEmbedded, startService } from '../../test/embeddedWorld.js'
import { NOT_ALLOWED_DELAY_MS } from './followEmbedded.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const approval = { method: 'personal_sign', chainId: 'eip155:31337' as CaipNetworkId }

/**
 * Connects the fake wallet as the embedded wallet's AUTH connection (the frame's part is not needed here); `email`
 * undefined: a wallet without an address (a passkey or social login).
 */
async function connectAsEmbedded(config: Config, email: string | undefined) {
  const wallet = getEmbeddedWallet(config)
  if (!wallet) throw new Error('no embedded wallet')
  wallet.state.email = email
  wallet.state.user = { email, addresses: {} }
  await config.connect({
    namespace: 'eip155',
    connectorId: 'ID_AUTH',
    remote: {
      parameter: 'embedded',
      type: 'AUTH',
      method: 'email',
      session: {
        namespace: 'eip155',
        peer: { name: 'Email' },
        getAccounts: () => [],
        getChains: () => [],
        getMethods: () => [],
        request: async () => null as never,
        subscribe: () => () => undefined,
      },
    },
  })
}

describe('ApproveTransaction', () => {
  test('opens on its own for a request awaiting approval, hands its box to the frame, and closes once answered', async () => {
    const { element, config, wallet } = await mountEmbedded()
    config.close()
    await settle()
    const show = vi.spyOn(wallet, 'showFrame')
    const hide = vi.spyOn(wallet, 'hideFrame')
    Object.assign(wallet.state, { approval, frameVisible: 'approve' })
    await waitFor(() => queryDeep(element, 'portico-frame-slot'))
    expect(config.modal.state.open).toBe(true)
    expect(config.router.state.view).toBe('ApproveTransaction')
    expect(deepText(element)).toContain('Approve request')
    expect(deepText(element)).toContain('Review the request below, then approve or reject it.')
    await waitFor(() => show.mock.calls.length > 0)
    expect(Object.keys(show.mock.calls[0]?.[0] ?? {})).toEqual(
      expect.arrayContaining(['top', 'left', 'width', 'height']),
    )
    Object.assign(wallet.state, { approval: undefined, frameVisible: undefined })
    await waitFor(() => !config.modal.state.open)
    await settle()
    expect(hide).toHaveBeenCalled()
  })

  test("wallet_showCallsStatus: the wallet's status of a batch, titled and explained as one to read and close", async () => {
    const { element, config, wallet } = await mountEmbedded()
    config.close()
    await settle()
    Object.assign(wallet.state, {
      approval: { ...approval, method: 'wallet_showCallsStatus' },
      frameVisible: 'approve',
    })
    await waitFor(() => queryDeep(element, 'portico-frame-slot'))
    expect(deepText(element)).toContain('Transaction status')
    expect(deepText(element)).toContain(
      'Your wallet shows where this transaction is. Close it when you are done.',
    )
    expect(deepText(element)).not.toContain('Approve request')
    Object.assign(wallet.state, { approval: undefined, frameVisible: undefined })
    await waitFor(() => !config.modal.state.open)
  })

  test('over an open view: shown on top of it, and back to it once answered', async () => {
    const { config, wallet } = await mountEmbedded({ connect: true })
    await waitFor(() => config.router.state.view === 'Account')
    wallet.state.approval = approval
    await waitFor(() => config.router.state.view === 'ApproveTransaction')
    expect(config.router.state.history).toEqual(['Account', 'ApproveTransaction'])
    wallet.state.approval = undefined
    await waitFor(() => config.router.state.view === 'Account')
    expect(config.modal.state.open).toBe(true)
  })

  test('closing the modal rejects what waits in the frame (abortPending)', async () => {
    const { config, wallet } = await mountEmbedded()
    const abort = vi.spyOn(wallet, 'abortPending')
    wallet.state.approval = approval
    await waitFor(() => config.router.state.view === 'ApproveTransaction')
    press(document, 'Escape')
    await settle()
    expect(config.modal.state.open).toBe(false)
    expect(abort).toHaveBeenCalledTimes(1)
  })

  test('cannot be closed while sign-in is required and no session exists', async () => {
    const required: SiwxConfig = {
      getRequired: () => true,
      createMessage: async () => {
        throw new Error('not asked in this test')
      },
      addSession: async () => undefined,
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getSessions: async () => [],
    }
    const { element, config, wallet } = await mountEmbedded({ plugins: [siwx(required)] })
    ;(queryDeep(element, 'portico-list-item[label="Portico Dev Wallet"]') as HTMLElement).click()
    await waitFor(() => config.router.state.view === 'SIWXSignMessage')
    wallet.state.approval = approval
    await waitFor(() => config.router.state.view === 'ApproveTransaction')
    press(document, 'Escape')
    ;(queryDeep(element, 'header portico-icon-button[icon="close"]') as HTMLElement).click()
    await settle()
    expect(config.modal.state.open).toBe(true)
    expect(config.router.state.view).toBe('ApproveTransaction')
  })
})

test("a method the wallet does not allow: the modal opens and 'Action not allowed' shows after 300 ms", async () => {
  const { element, config, wallet } = await mountEmbedded({ connect: true, api: undefined })
  config.close()
  await settle()
  wallet.state.notAllowed++
  await waitFor(() => config.modal.state.open)
  expect(config.toasts.state.toast).toBeUndefined()
  await new Promise((resolve) => setTimeout(resolve, NOT_ALLOWED_DELAY_MS + 50))
  await waitFor(() => deepText(element).includes('Action not allowed'))
  expect(config.toasts.state.toast).toMatchObject({ code: 'embeddedNotAllowed', variant: 'error' })
})

describe('EmbeddedWalletSetup', () => {
  test('shows the frame for the recovery password; a setup that fails says so, with Try again', async () => {
    const service = await startService()
    try {
      const { element, config, wallet } = await mountEmbedded({ url: service.url })
      wallet.state.wallet = 'create'
      config.router.push('EmbeddedWalletSetup', { wallet: 'create' })
      await waitFor(() => deepText(element).includes('Your wallet could not be set up'))
      expect(deepText(element)).toContain('Invalid App Configuration')
      expect(queryDeep(element, 'portico-frame-slot')).toBeUndefined()
      const retry = queryAllDeep(element, 'portico-frame-task portico-button')[0] as HTMLElement
      expect(retry.textContent?.trim()).toBe('Try again')
      retry.click()
      await waitFor(() => service.checks() === 2)
    } finally {
      await service.close()
    }
  })

  test('a new device is asked to unlock with its recovery password', async () => {
    const { element, config, wallet } = await mountEmbedded()
    wallet.state.wallet = 'recover'
    config.router.push('EmbeddedWalletSetup', { wallet: 'recover' })
    await waitFor(() => deepText(element).includes('Unlock your wallet'))
    expect(deepText(element)).toContain('This device is new: enter your recovery password below.')
    await waitFor(() => deepText(element).includes('Your wallet could not be set up'))
  })
})

describe('a wallet of the e-mail login', () => {
  test('Account shows its e-mail and Wallet settings; the settings show it, export, kit, change and sign out', async () => {
    const { element, config } = await mountEmbedded({ api: undefined })
    await connectAsEmbedded(config, 'ada@example.com')
    config.open()
    await waitFor(() => queryDeep(element, '[data-testid="account-email"]'))
    expect(queryDeep(element, '[data-testid="account-email"]')?.textContent).toBe('ada@example.com')
    ;(queryDeep(element, 'portico-list-item[label="Wallet settings"]') as HTMLElement).click()
    await waitFor(() => queryDeep(element, '[data-testid="wallet-settings-email"]'))
    expect(deepText(element)).toContain('Signed in with ada@example.com')
    const rows = queryAllDeep(element, 'portico-wallet-settings-view portico-list-item').map((row) =>
      row.getAttribute('label'),
    )
    expect(rows).toEqual([
      'Login methods',
      'Export private key',
      'Emergency kit',
      'Change e-mail',
      'Sign out',
    ])
    ;(queryDeep(element, 'portico-list-item[label="Change e-mail"]') as HTMLElement).click()
    expect(config.router.state.view).toBe('UpdateEmail')
    config.router.back()
    await waitFor(() => queryDeep(element, 'portico-list-item[label="Sign out"]'))
    ;(queryDeep(element, 'portico-list-item[label="Sign out"]') as HTMLElement).click()
    await waitFor(() => !config.isConnected())
    await settle()
    expect(config.router.state.view).toBe('Connect')
    expect(getEmbeddedWallet(config)?.state.user).toBeUndefined()
  })

  test('Export private key shows the frame for the export; a failure says so', async () => {
    const { element, config } = await mountEmbedded({ api: undefined })
    await connectAsEmbedded(config, 'ada@example.com')
    config.open({ view: 'WalletSettings' })
    await waitFor(() => queryDeep(element, 'portico-list-item[label="Export private key"]'))
    ;(queryDeep(element, 'portico-list-item[label="Export private key"]') as HTMLElement).click()
    await waitFor(() => deepText(element).includes('The key could not be exported'))
    expect(deepText(element)).toContain('Unable to load email login dependency')
  })

  test("Cancel in the frame's export form goes back to the settings: no failure shown", async () => {
    const { element, config, wallet } = await mountEmbedded({ api: undefined })
    await connectAsEmbedded(config, 'ada@example.com')
    // The frame answers a Cancel as the user's rejection (4001).
    vi.spyOn(wallet, 'exportKey').mockRejectedValue(
      Object.assign(new Error('User rejected the request'), { code: 4001 }),
    )
    config.open({ view: 'WalletSettings' })
    await waitFor(() => queryDeep(element, 'portico-list-item[label="Export private key"]'))
    ;(queryDeep(element, 'portico-list-item[label="Export private key"]') as HTMLElement).click()
    await waitFor(() => config.router.state.view === 'EmbeddedWalletExport')
    await waitFor(() => config.router.state.view === 'WalletSettings')
    expect(deepText(element)).not.toContain('The key could not be exported')
  })

  test('Emergency kit says what the kit is over the frame, and returns to the settings once the frame is done', async () => {
    const { element, config, wallet } = await mountEmbedded({ api: undefined })
    await connectAsEmbedded(config, 'ada@example.com')
    let finish: () => void = () => undefined
    const download = vi
      .spyOn(wallet, 'downloadKit')
      .mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)))
    config.open({ view: 'WalletSettings' })
    await waitFor(() => queryDeep(element, 'portico-list-item[label="Emergency kit"]'))
    ;(queryDeep(element, 'portico-list-item[label="Emergency kit"]') as HTMLElement).click()
    await waitFor(() => config.router.state.view === 'EmbeddedWalletKit')
    await waitFor(() => download.mock.calls.length === 1)
    expect(deepText(element)).toContain(
      'A file that, with your recovery password, restores your wallet even if this service is gone. Keep it somewhere safe.',
    )
    expect(queryDeep(element, 'portico-frame-slot')).toBeTruthy()
    finish()
    await waitFor(() => config.router.state.view === 'WalletSettings')
  })

  test('Emergency kit: Cancel in the frame goes back to the settings; a failure says so with Try again', async () => {
    const { element, config, wallet } = await mountEmbedded({ api: undefined })
    await connectAsEmbedded(config, 'ada@example.com')
    const download = vi
      .spyOn(wallet, 'downloadKit')
      .mockRejectedValueOnce(Object.assign(new Error('User rejected the request'), { code: 4001 }))
    config.open({ view: 'WalletSettings' })
    await waitFor(() => queryDeep(element, 'portico-list-item[label="Emergency kit"]'))
    ;(queryDeep(element, 'portico-list-item[label="Emergency kit"]') as HTMLElement).click()
    await waitFor(() => config.router.state.view === 'EmbeddedWalletKit')
    await waitFor(() => config.router.state.view === 'WalletSettings')
    expect(deepText(element)).not.toContain('The emergency kit could not be made')

    download.mockRejectedValueOnce(new Error('Unable to load email login dependency'))
    await waitFor(() => queryDeep(element, 'portico-list-item[label="Emergency kit"]'))
    ;(queryDeep(element, 'portico-list-item[label="Emergency kit"]') as HTMLElement).click()
    await waitFor(() => deepText(element).includes('The emergency kit could not be made'))
    expect(config.router.state.view).toBe('EmbeddedWalletKit')
    expect(download).toHaveBeenCalledTimes(2)
  })

  test('Login methods shows the frame over its box, says what it is for, and returns to the settings once done; a failure says so', async () => {
    const { element, config, wallet } = await mountEmbedded({ api: undefined })
    await connectAsEmbedded(config, 'ada@example.com')
    let finish: () => void = () => undefined
    const manage = vi
      .spyOn(wallet, 'manageLoginMethods')
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('Unable to load email login dependency'))
    config.open({ view: 'WalletSettings' })
    await waitFor(() => queryDeep(element, 'portico-list-item[label="Login methods"]'))
    ;(queryDeep(element, 'portico-list-item[label="Login methods"]') as HTMLElement).click()
    await waitFor(() => config.router.state.view === 'EmbeddedWalletLoginMethods')
    await waitFor(() => manage.mock.calls.length === 1)
    expect(queryDeep(element, 'header h2')?.textContent).toBe('Login methods')
    expect(deepText(element)).toContain('Link or unlink the ways you log in below.')
    expect(queryDeep(element, 'portico-frame-slot')).toBeTruthy()
    finish()
    await waitFor(() => config.router.state.view === 'WalletSettings')

    await waitFor(() => queryDeep(element, 'portico-list-item[label="Login methods"]'))
    ;(queryDeep(element, 'portico-list-item[label="Login methods"]') as HTMLElement).click()
    await waitFor(() => deepText(element).includes('Your login methods could not be shown'))
    expect(config.router.state.view).toBe('EmbeddedWalletLoginMethods')
  })

  test('a wallet without an e-mail address: Login methods and Add e-mail, no kit or Change e-mail; Add e-mail sends one code, to the new address', async () => {
    const { element, config, wallet } = await mountEmbedded({ api: undefined })
    await connectAsEmbedded(config, undefined)
    const update = vi.spyOn(wallet, 'updateEmail').mockResolvedValue({ action: 'VERIFY_SECONDARY_OTP' })
    config.open({ view: 'WalletSettings' })
    await waitFor(() => queryDeep(element, 'portico-list-item[label="Sign out"]'))
    expect(queryDeep(element, '[data-testid="wallet-settings-email"]')).toBeUndefined()
    const rows = queryAllDeep(element, 'portico-wallet-settings-view portico-list-item').map((row) =>
      row.getAttribute('label'),
    )
    expect(rows).toEqual(['Login methods', 'Export private key', 'Add e-mail', 'Sign out'])

    ;(queryDeep(element, 'portico-list-item[label="Add e-mail"]') as HTMLElement).click()
    expect(config.router.state).toMatchObject({ view: 'UpdateEmail', data: { add: true } })
    const field = () => {
      const view = queryDeep(element, 'portico-update-email-view')
      return view && queryDeep<HTMLInputElement>(view, 'input')
    }
    await waitFor(field)
    expect(queryDeep(element, 'header h2')?.textContent).toBe('Add e-mail')
    expect(deepText(element)).toContain('We will send a code to this address to confirm it.')
    const input = field() as HTMLInputElement
    input.value = 'grace@example.com'
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }))
    await waitFor(() => config.router.state.view === 'UpdateEmailSecondaryOtp')
    expect(update).toHaveBeenCalledWith('grace@example.com')
    expect(config.router.state.data).toEqual({ newEmail: 'grace@example.com', add: true })
    await waitFor(() => deepText(element).includes('Enter the code sent to grace@example.com'))
    expect(queryDeep(element, 'header h2')?.textContent).toBe('Add e-mail')
  })

  test('a wallet of another kind has no e-mail and no Wallet settings on Account', async () => {
    const { element, config } = await mountEmbedded({ api: undefined, connect: true })
    config.open()
    await waitFor(() => queryDeep(element, 'portico-account-view .footer portico-button'))
    expect(queryDeep(element, '[data-testid="account-email"]')).toBeUndefined()
    expect(queryDeep(element, 'portico-list-item[label="Wallet settings"]')).toBeUndefined()
  })
})

describe('UpdateEmail', () => {
  const field = (element: HTMLElement) =>
    queryDeep(queryDeep(element, 'portico-update-email-view') as HTMLElement, 'input') as HTMLInputElement
  const error = (element: HTMLElement) =>
    queryDeep(
      queryDeep(element, 'portico-update-email-view') as HTMLElement,
      '[role="alert"]',
    )?.textContent?.trim()
  function send(element: HTMLElement, text: string) {
    const input = field(element)
    input.value = text
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }))
  }

  test('refuses a malformed address and the current one, and words the service’s refusal', async () => {
    const service = await startService()
    try {
      const { element, config } = await mountEmbedded({ url: service.url, api: undefined })
      await connectAsEmbedded(config, 'ada@example.com')
      config.open({ view: 'UpdateEmail' })
      await waitFor(() => field(element))
      expect(deepText(element)).toContain('Change e-mail')
      send(element, 'grace@')
      await waitFor(() => error(element))
      expect(error(element)).toBe('Enter a valid e-mail address')
      send(element, 'ADA@example.com')
      await waitFor(() => error(element) === 'This is already your e-mail address')
      expect(service.checks()).toBe(0)
      send(element, 'grace@example.com')
      await waitFor(() => error(element) === 'Invalid App Configuration')
      expect(field(element).value).toBe('grace@example.com')
    } finally {
      await service.close()
    }
  })

  test('the code steps name the address each code went to', async () => {
    const { element, config } = await mountEmbedded({ api: undefined })
    await connectAsEmbedded(config, 'ada@example.com')
    config.open({ view: 'WalletSettings' })
    config.router.push('UpdateEmailPrimaryOtp', { newEmail: 'grace@example.com' })
    await waitFor(() => deepText(element).includes('Enter the code sent to ada@example.com'))
    config.router.replace('UpdateEmailSecondaryOtp', { newEmail: 'grace@example.com' })
    await waitFor(() => deepText(element).includes('Enter the code sent to grace@example.com'))
  })
})

test('going back from an approval that still waits rejects it (its frame hides with the view)', async () => {
  const { element, config, wallet } = await mountEmbedded({ connect: true, api: undefined })
  await waitFor(() => config.router.state.view === 'Account')
  const abort = vi.spyOn(wallet, 'abortPending')
  wallet.state.approval = approval
  await waitFor(() => queryDeep(element, 'portico-approve-transaction-view'))
  ;(queryDeep(element, 'header portico-icon-button[icon="back"]') as HTMLElement).click()
  await waitFor(() => abort.mock.calls.length === 1)
  expect(config.router.state.view).toBe('Account')
})
