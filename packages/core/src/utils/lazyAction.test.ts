import { expect, test } from 'vitest'
import { lazyAction } from './lazyAction.js'

test('the module loads at the first call, not before; arguments and result pass through', async () => {
  let loads = 0
  const add = lazyAction(async () => {
    loads += 1
    return { add: (a: number, b: number) => a + b }
  }, 'add')
  expect(loads).toBe(0)
  await expect(add(2, 3)).resolves.toBe(5)
  expect(loads).toBe(1)
})

test('a failed load rejects the call', async () => {
  const broken = lazyAction(async (): Promise<{ run: () => void }> => {
    throw new Error('chunk missing')
  }, 'run')
  await expect(broken()).rejects.toThrow('chunk missing')
})
