// @vitest-environment node
import { createConfig, memoryStorage } from '@portico/core'
import { expect, test } from 'vitest'
import { chainA } from './test/world.js'

test('the main entry imports and runs during server rendering without window or customElements', async () => {
  expect(typeof window).toBe('undefined')
  expect(typeof customElements).toBe('undefined')
  const ui = await import('./index.js')
  const config = createConfig({ networks: [chainA], adapters: [], storage: memoryStorage(), projectId: 'p' })
  const handle = ui.createModal({ config, themeMode: 'light' })
  expect(handle.element).toBeUndefined()
  expect(config.options.state.themeMode).toBe('light')
  handle.open()
  expect(config.modal.state.open).toBe(true)
  handle.close()
  expect(config.modal.state.open).toBe(false)
  handle.destroy()
})
