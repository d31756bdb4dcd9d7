import { afterEach, expect, test } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { deepText, queryDeep, settle, waitFor } from '../../test/dom.js'
import { createWorld } from '../../test/world.js'

afterEach(() => {
  document.body.innerHTML = ''
})

async function chooseDevWallet(reject: boolean) {
  const world = await createWorld()
  world.fake.wallet.reject = reject
  const { element } = createModal({ config: world.config })
  world.config.open()
  await settle()
  ;(queryDeep(element as HTMLElement, 'portico-list-item[label="Portico Dev Wallet"]') as HTMLElement).click()
  return { ...world, element: element as HTMLElement }
}

test('a 4001 refusal shows the declined state; retry connects and the modal closes', async () => {
  const { config, fake, element } = await chooseDevWallet(true)
  await waitFor(() => deepText(element).includes('Connection declined'))
  expect(config.router.state.view).toBe('ConnectingExternal')
  expect(config.isConnected()).toBe(false)
  fake.wallet.reject = false
  ;(queryDeep(element, 'portico-connecting-external-view portico-button') as HTMLElement).click()
  await waitFor(() => config.isConnected())
  await settle()
  expect(config.modal.state.open).toBe(false)
})

test('while the wallet decides, the view asks to continue in it', async () => {
  const world = await createWorld()
  let release: () => void = () => {}
  const connect = world.fake.adapter.connect
  world.fake.adapter.connect = (parameters) =>
    new Promise((resolve) => {
      release = () => resolve(connect(parameters))
    })
  const { element } = createModal({ config: world.config })
  world.config.open()
  await settle()
  ;(queryDeep(element as HTMLElement, 'portico-list-item[label="Portico Dev Wallet"]') as HTMLElement).click()
  await waitFor(() => deepText(element as HTMLElement).includes('Continue in Portico Dev Wallet'))
  expect(deepText(element as HTMLElement)).toContain('Accept the connection request in your wallet')
  release()
  await waitFor(() => world.config.isConnected())
})

test('another error shows the failure in the locale’s words', async () => {
  const world = await createWorld()
  world.fake.adapter.connect = async () => {
    throw new Error('Provider went away')
  }
  const { element } = createModal({ config: world.config })
  world.config.open()
  await settle()
  ;(queryDeep(element as HTMLElement, 'portico-list-item[label="Portico Dev Wallet"]') as HTMLElement).click()
  await waitFor(() => deepText(element as HTMLElement).includes('Connection failed'))
  expect(deepText(element as HTMLElement)).toContain('The wallet could not connect')
  expect(deepText(element as HTMLElement)).not.toContain('Provider went away')
})
