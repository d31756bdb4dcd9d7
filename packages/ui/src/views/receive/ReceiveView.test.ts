import { afterEach, expect, test } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { deepText, queryDeep, waitFor } from '../../test/dom.js'
import { ADDRESS } from '../../test/fakeAdapter.js'
import { createWorld } from '../../test/world.js'

afterEach(() => {
  document.body.innerHTML = ''
})

test('Receive shows the address as a QR code and copies it', async () => {
  const { config } = await createWorld({ connect: true })
  const { element } = createModal({ config })
  config.open({ view: 'Receive' })
  const el = element as HTMLElement
  const svg = await waitFor(() => queryDeep(el, 'portico-qr svg'))
  expect(svg.getAttribute('aria-label')).toBe(`QR code of the address ${ADDRESS}`)
  expect(queryDeep(el, 'portico-qr path')?.getAttribute('d')?.length).toBeGreaterThan(100)
  expect(deepText(el)).toContain(ADDRESS)
  let copied = ''
  Object.defineProperty(navigator, 'clipboard', {
    value: {
      writeText: async (text: string) => {
        copied = text
      },
    },
    configurable: true,
  })
  ;(queryDeep(el, 'portico-receive-view portico-button') as HTMLElement).click()
  await waitFor(() => copied === ADDRESS)
  await waitFor(() => config.toasts.state.toast?.code === 'addressCopied')
})
