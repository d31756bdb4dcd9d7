import { describe, expect, it } from 'vitest'
import { createDevWallet } from './createDevWallet.js'
import type { EIP1193Provider, EIP6963ProviderInfo } from './types.js'

type Announcement = { info: EIP6963ProviderInfo; provider: EIP1193Provider }

describe('announce (EIP-6963)', () => {
  it('announces now and again on every eip6963:requestProvider until stopped', () => {
    const wallet = createDevWallet({ chains: [{ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' }] })
    const target = new EventTarget()
    const seen: Announcement[] = []
    target.addEventListener('eip6963:announceProvider', (event) => {
      seen.push((event as CustomEvent<Announcement>).detail)
    })

    const stop = wallet.announce(target)
    expect(seen).toHaveLength(1)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)

    const detail = seen[0]!
    expect(Object.isFrozen(detail)).toBe(true)
    expect(detail.provider).toBe(wallet.provider)
    expect(detail.info).toEqual(wallet.info)
    expect(detail.info).toMatchObject({ name: 'Portico Dev Wallet', rdns: 'dev.portico.wallet' })
    expect(detail.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(detail.info.icon).toMatch(/^data:image\/svg\+xml,/)

    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
  })

  it('takes info overrides and defaults to the approve policy without a document', async () => {
    const wallet = createDevWallet({
      chains: [{ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' }],
      info: { name: 'Other', rdns: 'dev.portico.other' },
    })
    expect(wallet.info).toMatchObject({ name: 'Other', rdns: 'dev.portico.other' })
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([wallet.address])
  })
})
