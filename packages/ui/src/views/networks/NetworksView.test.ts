import { afterEach, expect, test } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { deepText, queryAllDeep, waitFor } from '../../test/dom.js'
import { createWorld } from '../../test/world.js'

afterEach(() => {
  document.body.innerHTML = ''
})

test('Networks marks the active one; choosing another switches and closes (it was the first view)', async () => {
  const { config } = await createWorld({ connect: true })
  const { element } = createModal({ config })
  config.open({ view: 'Networks' })
  const el = element as HTMLElement
  await waitFor(() => queryAllDeep(el, 'portico-network-list portico-list-item').length === 2)
  const [a, b] = queryAllDeep(el, 'portico-network-list portico-list-item')
  expect(a?.hasAttribute('selected')).toBe(true)
  b?.click()
  await waitFor(() => config.network.state.caipNetwork?.id === 31338)
  await waitFor(() => !config.modal.state.open)
})

test('a refused switch toasts and keeps the network', async () => {
  const { config, fake } = await createWorld({ connect: true })
  fake.wallet.reject = true
  const { element } = createModal({ config })
  config.open({ view: 'Networks' })
  const el = element as HTMLElement
  await waitFor(() => queryAllDeep(el, 'portico-network-list portico-list-item').length === 2)
  queryAllDeep(el, 'portico-network-list portico-list-item')[1]?.click()
  await waitFor(() => deepText(el).includes('Network switch declined'))
  expect(config.network.state.caipNetwork?.id).toBe(31337)
})

test('UnsupportedChain explains and offers the networks', async () => {
  const { config, fake } = await createWorld({ connect: true })
  const { element } = createModal({ config })
  fake.emit({ type: 'network', caipNetworkId: 'eip155:999' })
  const el = element as HTMLElement
  await waitFor(() => deepText(el).includes("This app doesn't support your current network"))
  expect(config.router.state.view).toBe('UnsupportedChain')
  expect(queryAllDeep(el, 'portico-network-list portico-list-item')).toHaveLength(2)
})
