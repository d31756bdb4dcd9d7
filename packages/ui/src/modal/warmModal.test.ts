import { embeddedWallet } from '@portico/embedded-wallet'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { createModal } from '../createModal.js'
import '../elements.js'
import { queryDeep, settle, waitFor } from '../test/dom.js'
import { startService } from '../test/embeddedWorld.js'
import { createWorld } from '../test/world.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

/** The page's idle moments in the test's hands: nothing runs "on idle" until `idle()`. */
function controlIdle() {
  const waiting = new Map<number, () => void>()
  let next = 0
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    next += 1
    waiting.set(next, callback)
    return next
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle))
  return async () => {
    for (const callback of waiting.values()) callback()
    waiting.clear()
    await settle()
  }
}

async function mount(options: Parameters<typeof createWorld>[0] = {}) {
  const idle = controlIdle()
  const world = await createWorld(options)
  const element = createModal({ config: world.config }).element as HTMLElement
  await settle()
  return { ...world, element, idle }
}

const overlayOf = (element: HTMLElement) => element.shadowRoot?.querySelector<HTMLElement>('.overlay')
const connectViewOf = (element: HTMLElement) => queryDeep(element, 'portico-connect-view')

test('once the page is idle, a closed modal holds Connect built and hidden; opening shows those same elements', async () => {
  const { config, element, idle } = await mount()
  // Before the page is idle nothing is built.
  expect(overlayOf(element)).toBeNull()
  await idle()
  const hidden = overlayOf(element)
  expect(hidden?.hidden).toBe(true)
  const view = connectViewOf(element)
  expect(view).toBeDefined()
  expect(config.modal.state.open).toBe(false)
  config.open()
  await settle()
  expect(overlayOf(element)).toBe(hidden)
  expect(hidden?.hidden).toBe(false)
  expect(connectViewOf(element)).toBe(view)
  // Closed again, it stays built and hidden.
  config.close()
  await settle()
  expect(overlayOf(element)?.hidden).toBe(true)
  expect(connectViewOf(element)).toBe(view)
})

test('opened on another view, the dialog shows it; closed, it is back to a hidden Connect', async () => {
  const { config, element, idle } = await mount()
  await idle()
  config.open({ view: 'Networks' })
  await settle()
  expect(overlayOf(element)?.hidden).toBe(false)
  expect(connectViewOf(element)).toBeUndefined()
  await waitFor(() => queryDeep(element, 'portico-networks-view'))
  config.close()
  await settle()
  expect(overlayOf(element)?.hidden).toBe(true)
  expect(queryDeep(element, 'portico-networks-view')).toBeUndefined()
  expect(connectViewOf(element)).toBeDefined()
})

test('a connected page builds nothing ahead: its first view is Account, which reads balances when shown', async () => {
  const { element, idle } = await mount({ connect: true })
  await idle()
  expect(overlayOf(element)).toBeNull()
})

test('opening a Connect built while closed focuses its e-mail field', async () => {
  const missing = await startService('missing')
  onTestFinished(() => missing.close())
  const { config, element, idle } = await mount({ plugins: [embeddedWallet({ url: missing.url })] })
  await idle()
  const field = await waitFor(() => queryDeep(element, 'portico-email-login portico-input'))
  expect(field.hasAttribute('data-autofocus')).toBe(true)
  // happy-dom does not follow focus into shadow roots that delegate it: the call is what is checked.
  const focus = vi.spyOn(HTMLElement.prototype, 'focus')
  config.open()
  await waitFor(() => focus.mock.contexts.includes(field))
})
