import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cookieStorage } from './backends/cookie.js'
import { memoryStorage } from './backends/memory.js'
import { webStorage } from './backends/webStorage.js'
import { createStorage } from './createStorage.js'

describe('createStorage', () => {
  test('typed values round trip under the prefix', () => {
    const backend = memoryStorage()
    const storage = createStorage({ storage: backend })
    storage.setItem('lastUsedChainId', 'eip155:1')
    storage.setItem('connectorIds', { eip155: 'injected' })
    storage.setItem('recentWallets', [{ id: 'a', name: 'A' }])
    expect(storage.getItem('lastUsedChainId')).toBe('eip155:1')
    expect(storage.getItem('connectorIds')).toEqual({ eip155: 'injected' })
    expect(Object.keys(backend.dump()).sort()).toEqual([
      'portico.connectorIds',
      'portico.lastUsedChainId',
      'portico.recentWallets',
    ])
    storage.removeItem('lastUsedChainId')
    expect(storage.getItem('lastUsedChainId')).toBeUndefined()
  })

  test('two prefixes on one backend do not see each other', () => {
    const backend = memoryStorage()
    createStorage({ storage: backend, key: 'one' }).setItem('lastUsedChainId', 'eip155:1')
    expect(createStorage({ storage: backend, key: 'two' }).getItem('lastUsedChainId')).toBeUndefined()
  })

  test('corrupt or mistyped values read as undefined and are removed', () => {
    const backend = memoryStorage({
      'portico.lastUsedChainId': '{broken',
      'portico.connectorIds': '"yes"',
      'portico.recentWallets': '[{"id":1}]',
    })
    const storage = createStorage({ storage: backend })
    expect(storage.getItem('lastUsedChainId')).toBeUndefined()
    expect(storage.getItem('connectorIds')).toBeUndefined()
    expect(storage.getItem('recentWallets')).toBeUndefined()
    expect(backend.dump()).toEqual({})
  })

  test('any stored string never makes a read throw', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const storage = createStorage({ storage: memoryStorage({ 'portico.connectorIds': raw }) })
        const value = storage.getItem('connectorIds')
        expect(value === undefined || typeof value === 'object').toBe(true)
      }),
    )
  })

  test('a backend that throws is survived', () => {
    const storage = createStorage({
      storage: {
        getItem: () => {
          throw new Error('denied')
        },
        setItem: () => {
          throw new Error('quota')
        },
        removeItem: () => {
          throw new Error('denied')
        },
      },
    })
    expect(() => storage.setItem('lastUsedChainId', 'eip155:1')).not.toThrow()
    expect(storage.getItem('lastUsedChainId')).toBeUndefined()
  })
})

describe('backends', () => {
  test('webStorage falls back to memory without window storage', () => {
    const storage = webStorage()
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
    storage.removeItem('k')
    expect(storage.getItem('k')).toBeNull()
  })

  test('cookieStorage reads a request Cookie header on the server and tracks writes', () => {
    const header = `theme=dark; portico.lastUsedChainId=${encodeURIComponent('"eip155:1"')}; bad=%E0%A4%A`
    const backend = cookieStorage({ cookie: header })
    const storage = createStorage({ storage: backend })
    expect(storage.getItem('lastUsedChainId')).toBe('eip155:1')
    storage.setItem('recentWallets', [{ id: 'a', name: 'A' }])
    expect(storage.getItem('recentWallets')).toEqual([{ id: 'a', name: 'A' }])
    storage.removeItem('lastUsedChainId')
    expect(storage.getItem('lastUsedChainId')).toBeUndefined()
    expect(backend.getItem('theme')).toBe('dark')
  })

  test('a storage says whether a server render reads it: cookies yes, web storage no, memory unset', () => {
    expect(createStorage({ storage: cookieStorage() }).serverReadable).toBe(true)
    expect(createStorage({ storage: webStorage() }).serverReadable).toBe(false)
    expect(createStorage().serverReadable).toBe(false)
    expect(createStorage({ storage: memoryStorage() }).serverReadable).toBeUndefined()
  })
})
