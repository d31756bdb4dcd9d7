import { expect, test } from 'vitest'
import { memoryStorage } from '../storage/backends/memory.js'
import { createAdapterEmitter } from './createAdapterEmitter.js'
import { createDisconnectFlag } from './createDisconnectFlag.js'
import type { AdapterEvent } from './types.js'

test('listeners get every event until they unsubscribe; clear forgets them all', () => {
  const emitter = createAdapterEmitter()
  const seen: AdapterEvent['type'][] = []
  const other: AdapterEvent['type'][] = []
  const stop = emitter.subscribe((event) => seen.push(event.type))
  emitter.subscribe((event) => other.push(event.type))
  emitter.emit({ type: 'network', caipNetworkId: 'eip155:1' })
  emitter.emitDisconnect()
  stop()
  emitter.emit({ type: 'disconnect' })
  expect(seen).toEqual(['network', 'accounts', 'disconnect'])
  emitter.clear()
  emitter.emit({ type: 'disconnect' })
  expect(other).toEqual(['network', 'accounts', 'disconnect', 'disconnect'])
})

test('a listener that unsubscribes another during an event does not stop that event reaching it', () => {
  const emitter = createAdapterEmitter()
  const seen: string[] = []
  let stopSecond = () => {}
  emitter.subscribe(() => {
    seen.push('first')
    stopSecond()
  })
  stopSecond = emitter.subscribe(() => seen.push('second'))
  emitter.emit({ type: 'disconnect' })
  emitter.emit({ type: 'disconnect' })
  expect(seen).toEqual(['first', 'second', 'first'])
})

test('the disconnect flag lives under portico.<namespace>.disconnected, and is never set without storage', () => {
  const storage = memoryStorage()
  const flag = createDisconnectFlag('solana', storage)
  expect(flag.key).toBe('portico.solana.disconnected')
  expect(flag.isSet()).toBe(false)
  flag.set()
  expect(storage.getItem('portico.solana.disconnected')).toBe('true')
  expect(createDisconnectFlag('solana', storage).isSet()).toBe(true)
  expect(createDisconnectFlag('eip155', storage).isSet()).toBe(false)
  flag.clear()
  expect(flag.isSet()).toBe(false)
  const none = createDisconnectFlag('solana', undefined)
  none.set()
  expect(none.isSet()).toBe(false)
})
