import { type CaipNetworkId, type Config, UserRejectedRequestError } from '@portico/core'
import { getSiwx, type Siwx, type SiwxConfig, type SiwxSession, siwx, toSiwxMessage } from '@portico/siwx'
import { afterEach, expect, test } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { deepText, press, queryDeep, settle, waitFor } from '../../test/dom.js'
import { createWorld } from '../../test/world.js'

/** The config's sign-in: every config of these tests lists the plug-in. */
const signInOf = (config: Config) => getSiwx(config) as Siwx

afterEach(() => {
  document.body.innerHTML = ''
})

/** An app's own sign-in backend in memory (what an app plugs in instead of `createSiwx`). */
function appSignIn(required: boolean): SiwxConfig {
  let sessions: SiwxSession[] = []
  let nonce = 0
  return {
    getRequired: () => required,
    createMessage: async ({ chainId, accountAddress }) =>
      toSiwxMessage({
        chainId,
        accountAddress,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: `nonce000${++nonce}`,
        issuedAt: new Date().toISOString(),
        expirationTime: new Date(Date.now() + 60_000).toISOString(),
      }),
    addSession: async (session) => {
      sessions.push(session)
    },
    revokeSession: async (chainId, address) => {
      sessions = sessions.filter((s) => !(s.data.chainId === chainId && s.data.accountAddress === address))
    },
    setSessions: async (next) => {
      sessions = [...next]
    },
    getSessions: async (chainId: CaipNetworkId, address: string) =>
      sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address),
  }
}

async function connectThroughModal(required: boolean) {
  const world = await createWorld({
    plugins: [siwx(appSignIn(required))],
    metadata: { name: 'Example App', description: '', url: 'https://app.example', icons: [] },
  })
  const { element } = createModal({ config: world.config })
  const opens: boolean[] = []
  world.config.events.subscribe((e) => opens.push(e.event === 'MODAL_OPEN'), ['MODAL_OPEN', 'MODAL_CLOSE'])
  world.config.open()
  await settle()
  ;(queryDeep(element as HTMLElement, 'portico-list-item[label="Portico Dev Wallet"]') as HTMLElement).click()
  await waitFor(() => deepText(element as HTMLElement).includes('Example App wants you to sign in'))
  return { ...world, element: element as HTMLElement, opens }
}

/** The view's button with this label. */
function button(element: HTMLElement, text: string): HTMLElement {
  const view = queryDeep(element, 'portico-siwx-sign-message-view') as HTMLElement
  const buttons = [...(view.shadowRoot?.querySelectorAll('portico-button') ?? [])] as HTMLElement[]
  const found = buttons.find((b) => deepText(b).trim() === text)
  if (!found) throw new Error(`no ${text} button`)
  return found
}

test('after connecting, the sign-message view replaces the connecting view (the modal stays open); Sign closes it', async () => {
  const { config, element, opens } = await connectThroughModal(false)
  expect(config.router.state.view).toBe('SIWXSignMessage')
  expect(opens).toEqual([true])
  expect(deepText(element)).toContain('Sign in')
  const events: string[] = []
  config.events.subscribe((e) => events.push(e.event))
  button(element, 'Sign').click()
  await waitFor(() => !config.modal.state.open)
  expect(signInOf(config).state.status).toBe('signedIn')
  expect(events).toContain('SIWX_AUTH_SUCCESS')
})

test('a declined signature shows Signature declined; trying again signs in', async () => {
  const { config, element, fake } = await connectThroughModal(false)
  const sign = fake.adapter.signMessage
  fake.adapter.signMessage = async () => {
    throw new UserRejectedRequestError()
  }
  button(element, 'Sign').click()
  await waitFor(() => deepText(element).includes('Signature declined'))
  fake.adapter.signMessage = sign
  button(element, 'Try again').click()
  await waitFor(() => signInOf(config).state.status === 'signedIn')
})

test('required: Esc, the backdrop and the close button keep it open; Cancel disconnects and shows Connect', async () => {
  const { config, element } = await connectThroughModal(true)
  expect(deepText(element)).toContain('Signing in is required')
  press(document, 'Escape')
  ;(queryDeep(element, '.overlay') as HTMLElement).click()
  ;(queryDeep(element, 'header portico-icon-button[icon="close"]') as HTMLElement).click()
  await settle()
  expect(config.modal.state.open).toBe(true)
  expect(config.router.state.view).toBe('SIWXSignMessage')
  button(element, 'Cancel').click()
  await waitFor(() => !config.isConnected())
  await settle()
  expect(config.router.state.view).toBe('Connect')
})

test('required: a refused close (Esc, backdrop, close button) shakes the dialog for 500 ms', async () => {
  const { element } = await connectThroughModal(true)
  const dialog = queryDeep(element, '[role="dialog"]') as HTMLElement
  const refusals: (() => void)[] = [
    () => press(document, 'Escape'),
    () => (queryDeep(element, '.overlay') as HTMLElement).click(),
    () => (queryDeep(element, 'header portico-icon-button[icon="close"]') as HTMLElement).click(),
  ]
  for (const refuse of refusals) {
    expect(dialog.classList.contains('shake')).toBe(false)
    const start = performance.now()
    refuse()
    expect(dialog.classList.contains('shake')).toBe(true)
    await waitFor(() => !dialog.classList.contains('shake'), 2000)
    expect(performance.now() - start).toBeGreaterThanOrEqual(490)
  }
})

test('optional: Esc closes, and Cancel closes and stays connected', async () => {
  const first = await connectThroughModal(false)
  press(document, 'Escape')
  await settle()
  expect(first.config.modal.state.open).toBe(false)
  document.body.innerHTML = ''
  const second = await connectThroughModal(false)
  button(second.element, 'Cancel').click()
  await waitFor(() => !second.config.modal.state.open)
  expect(second.config.isConnected()).toBe(true)
  expect(signInOf(second.config).state.status).toBe('dismissed')
})

test('a failure while the view is closed opens it on Signature declined', async () => {
  const { config, element, fake } = await connectThroughModal(false)
  press(document, 'Escape')
  await settle()
  fake.adapter.signMessage = async () => {
    throw new UserRejectedRequestError()
  }
  await signInOf(config).signIn()
  await waitFor(() => config.modal.state.open && deepText(element).includes('Signature declined'))
  expect(config.router.state.view).toBe('SIWXSignMessage')
})
