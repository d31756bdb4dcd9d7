import { expect, test } from 'vitest'
import { createImageStore } from './imageStore.js'

test('each image is fetched once and handed out as an object URL; listeners hear of arrivals', async () => {
  const asked: string[] = []
  const store = createImageStore(async (id) => {
    asked.push(id)
    return new Blob([id])
  })
  let arrivals = 0
  store.subscribe(() => arrivals++)
  expect(store.peek('a')).toBeUndefined()
  expect(asked).toEqual([])
  expect(store.wallet('a')).toBeUndefined()
  await store.prefetch(['a', 'b'])
  expect(asked).toEqual(['a', 'b'])
  expect(store.wallet('a')).toMatch(/^blob:/)
  expect(arrivals).toBe(2)
})

test('a failing image resolves undefined rather than throwing', async () => {
  const store = createImageStore(async () => {
    throw new Error('404')
  })
  expect(await store.load('x')).toBeUndefined()
})

test('clear() (the config was destroyed) revokes every object URL and forgets the images', async () => {
  const store = createImageStore(async (id) => new Blob([id]))
  await store.prefetch(['a', 'b'])
  const urls = [store.peek('a'), store.peek('b')]
  const revoked: string[] = []
  const revoke = URL.revokeObjectURL
  URL.revokeObjectURL = (url: string) => void revoked.push(url)
  try {
    store.clear()
  } finally {
    URL.revokeObjectURL = revoke
  }
  expect(revoked.sort()).toEqual(urls.sort())
  expect(store.peek('a')).toBeUndefined()
})
