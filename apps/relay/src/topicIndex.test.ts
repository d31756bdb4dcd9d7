import { describe, expect, test } from 'vitest'
import { createTopicIndex } from './topicIndex.js'

// The memory store's index: a fetch over many topics merges them oldest first and starts each topic after
// what the client has already acknowledged, so it walks what it returns, not every kept message.

type M = { id: string; topic: string; seq: number }

function fill(topics: number, perTopic: number) {
  const acked = new Map<string, Set<string>>()
  const index = createTopicIndex<M>((m, client) => acked.get(m.id)?.has(client) ?? false)
  const all: M[] = []
  let seq = 0
  for (let i = 0; i < perTopic; i++)
    for (let t = 0; t < topics; t++) {
      const m = { id: `m${seq}`, topic: `t${t}`, seq: seq++ }
      index.add(m)
      all.push(m)
    }
  const ack = (client: string, messages: readonly M[]) => {
    for (const m of messages) acked.set(m.id, (acked.get(m.id) ?? new Set()).add(client))
    for (const topic of new Set(messages.map((m) => m.topic))) index.advance(client, topic)
  }
  return { index, all, ack, topicNames: Array.from({ length: topics }, (_, t) => `t${t}`) }
}

describe('topic index', () => {
  test('collects across topics oldest first and stops when told', () => {
    const { index, topicNames } = fill(3, 4)
    const taken: string[] = []
    index.collect(
      'c',
      topicNames.slice(1),
      () => true,
      (m) => taken.push(m.id) < 5,
    )
    expect(taken).toEqual(['m1', 'm2', 'm4', 'm5', 'm7'])
  })

  test('a client that has acknowledged every message of 500 full topics costs no look at them', () => {
    const { index, all, ack, topicNames } = fill(500, 200)
    ack('c', all)
    let looked = 0
    index.collect(
      'c',
      topicNames,
      () => {
        looked += 1
        return true
      },
      () => true,
    )
    expect(looked).toBe(0)
    // A new message after the mark is found at once.
    const fresh = { id: 'new', topic: 't7', seq: 1e9 }
    index.add(fresh)
    const taken: string[] = []
    index.collect(
      'c',
      topicNames,
      () => true,
      (m) => taken.push(m.id) > 0,
    )
    expect(taken).toEqual(['new'])
  })

  test('the mark moves only over acknowledgements in a row; a gap is still delivered', () => {
    const { index, all, ack } = fill(1, 5)
    ack(
      'c',
      [all[0], all[1], all[3]].filter((m) => m !== undefined),
    )
    const taken: string[] = []
    index.collect(
      'c',
      ['t0'],
      (m) => m.id !== 'm3',
      (m) => taken.push(m.id) > 0,
    )
    expect(taken).toEqual(['m2', 'm4'])
    index.remove(all[2] as M)
    expect(index.messages('t0').map((m) => m.id)).toEqual(['m0', 'm1', 'm3', 'm4'])
  })
})
