import { createLogger, WALLET_NAME_MAX_LENGTH, type WalletConnectSessionEvent } from '@portico/core'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { SignClient } from '../signClient.js'
import type { Session } from '../types.js'
import { EMPTY_ACCOUNTS_CONFIRM_MS, namespaceSession, peerOf } from './namespaceSession.js'

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

describe('a transient empty accountsChanged', () => {
  const account = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const live = {
    topic: 't',
    namespaces: { eip155: { accounts: [account], chains: ['eip155:1'], methods: [], events: [] } },
    peer: { metadata: { name: 'W', description: '', url: 'https://w.example', icons: [] } },
  } as unknown as Session

  function setUp() {
    const listeners = new Map<string, (payload: unknown) => void>()
    const client = {
      getSessions: () => [live],
      on: (event: string, listener: (payload: unknown) => void) => {
        listeners.set(event, listener)
        return () => listeners.delete(event)
      },
    } as unknown as SignClient
    const events: WalletConnectSessionEvent[] = []
    const stop = namespaceSession(client, live, 'eip155').subscribe((event) => events.push(event))
    const accounts = (list: string[]) =>
      listeners.get('session_event')?.({
        topic: 't',
        params: { chainId: 'eip155:1', event: { name: 'accountsChanged', data: list } },
      })
    return { events, stop, accounts, emit: (name: string) => listeners.get(name)?.({ topic: 't' }) }
  }

  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('is dropped when the accounts come back within the window', () => {
    const { events, accounts } = setUp()
    accounts([])
    vi.advanceTimersByTime(EMPTY_ACCOUNTS_CONFIRM_MS - 1)
    accounts([account])
    vi.advanceTimersByTime(EMPTY_ACCOUNTS_CONFIRM_MS)
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [account] }])
  })

  test('counts once the window passes in silence', () => {
    const { events, accounts } = setUp()
    accounts([])
    vi.advanceTimersByTime(EMPTY_ACCOUNTS_CONFIRM_MS - 1)
    expect(events).toEqual([])
    vi.advanceTimersByTime(1)
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
  })

  test("gives way to the session's end, and is forgotten on unsubscribe", () => {
    const first = setUp()
    first.accounts([])
    first.emit('session_delete')
    vi.advanceTimersByTime(EMPTY_ACCOUNTS_CONFIRM_MS)
    expect(first.events).toEqual([{ type: 'deleted' }])
    const second = setUp()
    second.accounts([])
    second.stop()
    vi.advanceTimersByTime(EMPTY_ACCOUNTS_CONFIRM_MS)
    expect(second.events).toEqual([])
  })
})

test("cleaned metadata, a held-back empty accountsChanged and the wallet's delete are warnings in the logger", () => {
  vi.useFakeTimers()
  try {
    const logger = createLogger({ level: 'warn' })
    const listeners = new Map<string, (payload: unknown) => void>()
    const hostile = { ...session([]), topic: 't', namespaces: {} } as unknown as Session
    const client = {
      getSessions: () => [hostile],
      on: (event: string, listener: (payload: unknown) => void) => {
        listeners.set(event, listener)
        return () => listeners.delete(event)
      },
    } as unknown as SignClient
    const stop = namespaceSession(client, hostile, 'eip155', logger).subscribe(() => undefined)
    listeners.get('session_event')?.({
      topic: 't',
      params: { chainId: 'eip155:1', event: { name: 'accountsChanged', data: [] } },
    })
    listeners.get('session_delete')?.({ topic: 't', params: { code: 6000, message: 'User disconnected' } })
    stop()
    expect(logger.getLogs().map(({ level, source, message }) => [level, source, message])).toEqual([
      ['warn', 'walletConnect', 'wallet metadata cleaned'],
      ['warn', 'walletConnect', 'empty accountsChanged held back'],
      ['warn', 'walletConnect', 'session deleted by the wallet'],
    ])
    expect(JSON.stringify(logger.getLogs())).not.toContain('onerror')
  } finally {
    vi.useRealTimers()
  }
})
