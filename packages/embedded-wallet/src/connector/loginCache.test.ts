import { createStorage, memoryStorage } from '@portico/core'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createLoginCache, EMAIL_LOGIN_COOLDOWN_MS, emailCooldownSeconds } from './loginCache.js'

describe('the 30 s wait between login codes', () => {
  test('no code asked for yet: no wait', () => {
    expect(emailCooldownSeconds(undefined, 1_000_000)).toBe(0)
  })

  test('the seconds left, rounded up, while less than 30 s passed; none after', () => {
    expect(emailCooldownSeconds(1_000, 1_000)).toBe(30)
    expect(emailCooldownSeconds(1_000, 1_001)).toBe(30)
    expect(emailCooldownSeconds(1_000, 2_000)).toBe(29)
    expect(emailCooldownSeconds(1_000, 2_001)).toBe(29)
    expect(emailCooldownSeconds(1_000, 30_999)).toBe(1)
    expect(emailCooldownSeconds(1_000, 31_000)).toBe(0)
    fc.assert(
      fc.property(fc.nat(2 ** 40), fc.nat(120_000), (last, elapsed) => {
        const seconds = emailCooldownSeconds(last, last + elapsed)
        const left = EMAIL_LOGIN_COOLDOWN_MS - elapsed
        expect(seconds).toBe(left > 0 ? Math.ceil(left / 1000) : 0)
        expect(seconds).toBeGreaterThanOrEqual(0)
        expect(seconds).toBeLessThanOrEqual(30)
      }),
    )
  })

  test('a last request stamped in the future (the clock moved back) waits at most 30 s', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 40), fc.integer({ min: 1, max: 2 ** 40 }), (now, ahead) => {
        expect(emailCooldownSeconds(now + ahead, now)).toBe(30)
      }),
    )
  })
})

describe('the login cache', () => {
  const setup = () => {
    const backend = memoryStorage()
    let clock = 1_000_000
    const storage = createStorage({ storage: backend })
    const cache = createLoginCache(storage, () => clock)
    return { backend, storage, cache, tick: (ms: number) => (clock += ms) }
  }

  test('asking for a code starts the wait; connecting stores the e-mail and the used flag and ends the wait', () => {
    const { cache, backend, tick } = setup()
    expect(cache.isUsed()).toBe(false)
    cache.codeRequested()
    tick(4_500)
    expect(cache.cooldownSeconds()).toBe(26)
    cache.loggedIn('ada@example.com')
    expect(cache.isUsed()).toBe(true)
    expect(cache.email()).toBe('ada@example.com')
    expect(cache.cooldownSeconds()).toBe(0)
    expect(backend.getItem('portico.embeddedWalletUsed')).toBe('true')
    expect(backend.getItem('portico.embeddedWalletEmail')).toBe('"ada@example.com"')
    expect(backend.getItem('portico.embeddedWalletLastLogin')).toBeNull()
  })

  test('an e-mail update replaces the e-mail; the chain is kept as written', () => {
    const { cache } = setup()
    cache.loggedIn('ada@example.com')
    cache.loggedIn('bob@example.com')
    expect(cache.email()).toBe('bob@example.com')
    cache.setChainId(31337)
    expect(cache.chainId()).toBe(31337)
    cache.setChainId('solana:localnet')
    expect(cache.chainId()).toBe('solana:localnet')
  })

  test('clear forgets everything', () => {
    const { cache, backend } = setup()
    cache.codeRequested()
    cache.loggedIn('ada@example.com')
    cache.setChainId(1)
    backend.setItem('portico.embeddedWalletSmartAccountNetworks', '"1"')
    cache.codeRequested()
    cache.clear()
    expect(cache.isUsed()).toBe(false)
    expect(cache.email()).toBeUndefined()
    expect(cache.cooldownSeconds()).toBe(0)
    expect(cache.chainId()).toBeUndefined()
    for (const key of ['Used', 'Email', 'LastLogin', 'ChainId', 'SmartAccountNetworks']) {
      expect(backend.getItem(`portico.embeddedWallet${key}`)).toBeNull()
    }
  })

  test('stored values of the wrong shape are not trusted', () => {
    const { cache, backend } = setup()
    backend.setItem('portico.embeddedWalletUsed', '"yes"')
    backend.setItem('portico.embeddedWalletEmail', JSON.stringify('x'.repeat(300)))
    backend.setItem('portico.embeddedWalletLastLogin', '-5')
    backend.setItem('portico.embeddedWalletChainId', '"not a caip id"')
    expect(cache.isUsed()).toBe(false)
    expect(cache.email()).toBeUndefined()
    expect(cache.cooldownSeconds()).toBe(0)
    expect(cache.chainId()).toBeUndefined()
  })
})
