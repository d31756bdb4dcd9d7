import { createConfig, memoryStorage } from '@portico/core'
import { expect, test } from 'vitest'
import { sharedLocaleFor, shareLocale } from '../i18n/sharedLocale.js'
import { bindModal } from '../modal/navigation.js'
import { chainA } from '../test/world.js'
import { nameRegistration } from '../views/names/nameRegistration.js'
import { imageStoreFor } from './imageStore.js'

const newConfig = () =>
  createConfig({
    projectId: 'tables',
    networks: [chainA],
    adapters: [],
    storage: memoryStorage(),
    reconnectOnInit: false,
  })

// The ui's side tables per config (name form, shared locale, image store, the modal's binding) go with their
// config: after `config.destroy()` nothing of it is kept, and a table asked again starts afresh.
test("a config's side tables are dropped when it is destroyed", () => {
  const config = newConfig()
  nameRegistration(config).typed = 'alice'
  shareLocale(config, 'de')
  const images = imageStoreFor(config)
  const unbind = bindModal(config)
  expect(bindModal(config)).toBe(unbind)
  expect(nameRegistration(config).typed).toBe('alice')
  expect(sharedLocaleFor(config).option).toBe('de')

  config.destroy()
  expect(nameRegistration(config).typed).toBe('')
  expect(sharedLocaleFor(config).option).toBeUndefined()
  expect(imageStoreFor(config)).not.toBe(images)
  // A new binding, not the one the destroyed config had.
  expect(bindModal(config)).not.toBe(unbind)
})
