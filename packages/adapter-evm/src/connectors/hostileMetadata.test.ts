import { WALLET_NAME_MAX_LENGTH } from '@portico/core'
import { expect, test } from 'vitest'
import { createConnectorStore } from './createConnectorStore.js'

const hostileName = `"><img src=x onerror=alert(1)>\u202E${'W'.repeat(10_000)}`
const hostileIcons = [
  'javascript:alert(1)',
  'http://evil.example/icon.png',
  'data:text/html,<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
]

function announcing(icon: string) {
  const target = new EventTarget()
  target.addEventListener('eip6963:requestProvider', () => {
    const info = { uuid: '1', name: hostileName, icon, rdns: 'com.evil' }
    const provider = { request: async () => null }
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
  })
  return target
}

test.each(hostileIcons)('an EIP-6963 announcement with icon %s gives a connector without it', (icon) => {
  const store = createConnectorStore({ target: announcing(icon) })
  const [connector] = store.getConnectors()
  expect(connector?.id).toBe('com.evil')
  expect(connector?.imageUrl).toBeUndefined()
  expect(connector?.info?.icon).toBeUndefined()
  expect(Array.from(connector?.name ?? '')).toHaveLength(WALLET_NAME_MAX_LENGTH)
  expect(connector?.name).not.toContain('\u202E')
  store.destroy()
})

test('a data:image icon is kept', () => {
  const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
  const store = createConnectorStore({ target: announcing(icon) })
  expect(store.getConnectors()[0]?.imageUrl).toBe(icon)
  store.destroy()
})
