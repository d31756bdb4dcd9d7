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
    storage.setItem('email', 'a@b.co')
    storage.setItem('connectorIds', { eip155: 'injected' })
    storage.setItem('lastEmailLoginTime', 1700000000000)
    expect(storage.getItem('email')).toBe('a@b.co')
    expect(storage.getItem('connectorIds')).toEqual({ eip155: 'injected' })
    expect(Object.keys(backend.dump()).sort()).toEqual([
      'portico.connectorIds',
      'portico.email',
      'portico.lastEmailLoginTime',
    ])
    storage.removeItem('email')
    expect(storage.getItem('email')).toBeUndefined()
  })

  test('two prefixes on one backend do not see each other', () => {
    const backend = memoryStorage()
    createStorage({ storage: backend, key: 'one' }).setItem('email', 'one@x.io')
    expect(createStorage({ storage: backend, key: 'two' }).getItem('email')).toBeUndefined()
  })

  test('corrupt or mistyped values read as undefined and are removed', () => {
    const backend = memoryStorage({
      'portico.email': '{broken',
      'portico.emailLoginUsed': '"yes"',
      'portico.recentWallets': '[{"id":1}]',
      'portico.smartAccountEnabledNetworks': '"1,x"',
    })
    const storage = createStorage({ storage: backend })
    expect(storage.getItem('email')).toBeUndefined()
    expect(storage.getItem('emailLoginUsed')).toBeUndefined()
    expect(storage.getItem('recentWallets')).toBeUndefined()
    expect(storage.getItem('smartAccountEnabledNetworks')).toBeUndefined()
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
    expect(() => storage.setItem('email', 'x')).not.toThrow()
    expect(storage.getItem('email')).toBeUndefined()
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
    const header = `theme=dark; portico.email=${encodeURIComponent('"a@b.co"')}; bad=%E0%A4%A`
    const backend = cookieStorage({ cookie: header })
    const storage = createStorage({ storage: backend })
    expect(storage.getItem('email')).toBe('a@b.co')
    storage.setItem('socialUsername', 'alice')
    expect(storage.getItem('socialUsername')).toBe('alice')
    storage.removeItem('email')
    expect(storage.getItem('email')).toBeUndefined()
    expect(backend.getItem('theme')).toBe('dark')
  })
})
