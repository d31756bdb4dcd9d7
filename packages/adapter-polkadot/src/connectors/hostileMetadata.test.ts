import { WALLET_NAME_MAX_LENGTH } from '@portico/core'
import { expect, test } from 'vitest'
import { discoverExtensions } from './discover.js'

test('an extension named by a hostile key shows a bounded, cleaned name', () => {
  const key = `"><img src=x onerror=alert(1)>\u202E${'W'.repeat(10_000)}`
  const [connector] = discoverExtensions({ injectedWeb3: { [key]: { enable: async () => ({}) } } })
  expect(connector?.id).toBe(key)
  expect(Array.from(connector?.name ?? '')).toHaveLength(WALLET_NAME_MAX_LENGTH)
  expect(connector?.name).not.toContain('\u202E')
})

test('an extension keyed by an Object.prototype name shows its key', () => {
  const [connector] = discoverExtensions({ injectedWeb3: { constructor: { enable: async () => ({}) } } })
  expect(connector?.name).toBe('constructor')
})
