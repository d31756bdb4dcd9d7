import { WALLET_NAME_MAX_LENGTH } from '@portico/core'
import { expect, test } from 'vitest'
import type { Session } from '../types.js'
import { peerOf } from './namespaceSession.js'

const hostileName = `"><img src=x onerror=alert(1)>\u202E${'W'.repeat(10_000)}`
const session = (icons: unknown) =>
  ({ peer: { metadata: { name: hostileName, description: '', url: 'https://w.example', icons } } }) as Session

test.each([
  'javascript:alert(1)',
  'http://evil.example/icon.png',
  'data:text/html,<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
])("a WalletConnect peer's icon %s is dropped and its name bounded", (icon) => {
  const peer = peerOf(session([icon]))
  expect(peer.icon).toBeUndefined()
  expect(Array.from(peer.name)).toHaveLength(WALLET_NAME_MAX_LENGTH)
  expect(peer.name).not.toContain('\u202E')
})

test("a peer's https icon is kept; icons that are not a list are ignored", () => {
  expect(peerOf(session(['https://w.example/i.png'])).icon).toBe('https://w.example/i.png')
  expect(peerOf(session('https://w.example/i.png')).icon).toBeUndefined()
})
