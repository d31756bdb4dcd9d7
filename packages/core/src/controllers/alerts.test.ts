import { expect, test } from 'vitest'
import { memoryStorage } from '../storage/backends/memory.js'
import { createStorage } from '../storage/createStorage.js'
import { createAlertController } from './alerts.js'
import { createRecentWalletsController } from './recentWallets.js'
import { createToastController } from './toasts.js'

test('provider texts map to their alerts, each shown once', () => {
  const alerts = createAlertController()
  expect(alerts.showForProviderText('403: Unauthorized: origin not allowed')).toBe('invalidAppConfiguration')
  expect(alerts.state.alert?.id).toBe('invalidAppConfiguration')
  alerts.dismiss()
  alerts.showForProviderText('Unauthorized: origin not allowed')
  expect(alerts.state.alert).toBeUndefined()
  alerts.showForProviderText('JWT validation error: nbf')
  expect(alerts.state.alert?.id).toBe('sessionExpired')
  alerts.showForProviderText('Unauthorized: invalid key')
  expect(alerts.state.alert?.id).toBe('invalidProjectId')
  expect(alerts.showForProviderText('something else')).toBeUndefined()
})

test('toasts: a newer toast replaces the older; hide by id only hides that one', () => {
  const toasts = createToastController()
  const first = toasts.loading('swapConfirmInWallet')
  const second = toasts.success('sendStarted')
  toasts.hide(first)
  expect(toasts.state.toast).toMatchObject({ id: second, variant: 'success', code: 'sendStarted' })
  toasts.hide()
  expect(toasts.state.toast).toBeUndefined()
})

test('recent wallets keep two, newest first, no duplicates, persisted', () => {
  const backend = memoryStorage()
  const recent = createRecentWalletsController({ storage: createStorage({ storage: backend }) })
  recent.add({ id: 'a', name: 'A' })
  recent.add({ id: 'b', name: 'B' })
  recent.add({ id: 'a', name: 'A' })
  recent.add({ id: 'c', name: 'C' })
  expect(recent.state.wallets.map((w) => w.id)).toEqual(['c', 'a'])
  const restored = createRecentWalletsController({ storage: createStorage({ storage: backend }) })
  expect(restored.state.wallets.map((w) => w.id)).toEqual(['c', 'a'])
})
