import { expect, test } from 'vitest'
import { memoryStorage } from '../storage/backends/memory.js'
import { createStorage } from '../storage/createStorage.js'
import { createAlertController } from './alerts.js'
import { createRecentWalletsController } from './recentWallets.js'
import { createToastController } from './toasts.js'

test('provider texts map to their alerts, each shown once', () => {
  const alerts = createAlertController()
  expect(alerts.showForProviderText('403: Unauthorized: origin not allowed')).toBe('invalidAppConfiguration')
  expect(alerts.state.alert?.shortMessage).toBe('Invalid App Configuration')
  alerts.dismiss()
  alerts.showForProviderText('Unauthorized: origin not allowed')
  expect(alerts.state.alert).toBeUndefined()
  alerts.showForProviderText('JWT validation error: nbf')
  expect(alerts.state.alert?.shortMessage).toBe('Session Expired')
  alerts.showForProviderText('Unauthorized: invalid key')
  expect(alerts.state.alert?.shortMessage).toBe('Invalid Project ID')
  expect(alerts.showForProviderText('something else')).toBeUndefined()
})

test('toasts: a newer toast replaces the older; hide by id only hides that one', () => {
  const toasts = createToastController()
  const first = toasts.loading('Confirm transaction in your wallet')
  const second = toasts.success('Transaction started')
  toasts.hide(first)
  expect(toasts.state.toast).toMatchObject({ id: second, variant: 'success', message: 'Transaction started' })
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
