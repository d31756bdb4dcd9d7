import { expect, test } from 'vitest'
import { createEventBus } from './createEventBus.js'
import type { PorticoEvent } from './types.js'

test('emits to all or to named listeners, survives a throwing listener, unsubscribes', () => {
  const bus = createEventBus({ now: () => 42 })
  const all: PorticoEvent[] = []
  const sends: PorticoEvent[] = []
  bus.subscribe(() => {
    throw new Error('listener bug')
  })
  const off = bus.subscribe((e) => all.push(e))
  bus.subscribe((e) => sends.push(e), ['SEND_SUCCESS', 'SEND_ERROR'])
  bus.emit('MODAL_OPEN', { connected: false })
  bus.emit('SEND_SUCCESS')
  expect(all).toEqual([
    { event: 'MODAL_OPEN', properties: { connected: false }, timestamp: 42 },
    { event: 'SEND_SUCCESS', properties: undefined, timestamp: 42 },
  ])
  expect(sends.map((e) => e.event)).toEqual(['SEND_SUCCESS'])
  off()
  bus.emit('MODAL_CLOSE')
  expect(all).toHaveLength(2)
})
