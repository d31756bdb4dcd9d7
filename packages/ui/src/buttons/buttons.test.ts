import { afterEach, expect, test } from 'vitest'
import '../elements.js'
import { deepText, queryDeep, settle, waitFor } from '../test/dom.js'
import { createWorld } from '../test/world.js'

afterEach(() => {
  document.body.innerHTML = ''
})

async function place<
  K extends 'portico-connect-button' | 'portico-network-button' | 'portico-account-button',
>(tag: K, connect = false) {
  const world = await createWorld({ connect })
  const element = document.createElement(tag)
  element.config = world.config
  document.body.append(element)
  await settle()
  return { ...world, element }
}

test('connect button opens Connect; once connected it shows the account and opens Account', async () => {
  const { element, config } = await place('portico-connect-button')
  expect(deepText(element)).toBe('Connect wallet')
  ;(queryDeep(element, 'button') as HTMLElement).click()
  expect(config.modal.state.open).toBe(true)
  expect(config.router.state.view).toBe('Connect')
  config.close()
  await config.connect({ namespace: 'eip155', connectorId: 'dev.portico.wallet' })
  await waitFor(() => deepText(element).includes('0xf3…b92266'))
  await waitFor(() => deepText(element).includes('12.345 ETH'))
  ;(queryDeep(element, 'button') as HTMLElement).click()
  expect(config.router.state.view).toBe('Account')
})

test('portico-open is cancelable and carries the view', async () => {
  const { element, config } = await place('portico-network-button')
  const seen: (string | undefined)[] = []
  element.addEventListener('portico-open', (event) => {
    seen.push(event.detail.view)
    event.preventDefault()
  })
  ;(queryDeep(element, 'button') as HTMLElement).click()
  expect(seen).toEqual(['Networks'])
  expect(config.modal.state.open).toBe(false)
  expect(deepText(element)).toContain('Devnet A')
})

test('the connect button opens the initial view: Connect, or what suits the page', async () => {
  const { element, config } = await place('portico-connect-button')
  const seen: (string | undefined)[] = []
  element.addEventListener('portico-open', (event) => seen.push(event.detail.view))
  ;(queryDeep(element, 'button') as HTMLElement).click()
  expect(seen).toEqual([undefined])
  expect(config.router.state.view).toBe('Connect')
})

test('account button renders nothing until connected; a locale relabels', async () => {
  const { element, config } = await place('portico-account-button')
  expect(queryDeep(element, 'button')).toBeUndefined()
  await config.connect({ namespace: 'eip155', connectorId: 'dev.portico.wallet' })
  await waitFor(() => queryDeep(element, 'button'))
  element.locale = { accountTitle: 'Konto' }
  await settle()
  expect(queryDeep(element, 'button')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
    'Konto: 12.345 ETH 0xf3…b92266',
  )
})
