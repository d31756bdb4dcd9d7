import { stringToHex, stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, test } from 'vitest'
import type { DevWalletRequest } from '../types.js'
import { createPolkadotDevWallet } from './createPolkadotDevWallet.js'
import { formatPlanck, summarizePayload } from './summary.js'

describe('polkadot dev wallet', () => {
  test('injects under injectedWeb3, enables with consent, lists sr25519 accounts in its SS58 format', async () => {
    const requests: DevWalletRequest[] = []
    const wallet = await createPolkadotDevWallet({
      ss58Format: 2,
      prompt: async (request) => {
        requests.push(request)
        return true
      },
      policy: 'prompt',
    })
    const target: { injectedWeb3?: Record<string, unknown> } = {}
    const remove = wallet.inject(target)
    expect(Object.keys(target.injectedWeb3 ?? {})).toEqual(['portico-dev-wallet'])
    const injected = await wallet.extension.enable('Test app')
    expect(requests.map((r) => r.method)).toEqual(['enable'])
    expect(requests[0]?.summary).toContain('Test app wants to see your accounts:')
    expect(await injected.accounts.get()).toEqual([
      { address: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F', name: 'Alice', type: 'sr25519' },
      { address: 'FoQJpPyadYccjavVdTWxpxU7rUEaYhfLCPwXgkfD6Zat9QP', name: 'Bob', type: 'sr25519' },
    ])
    // Enabled once per origin.
    await wallet.extension.enable('Test app')
    expect(requests).toHaveLength(1)
    remove()
    expect(target.injectedWeb3).toEqual({})
  })

  test('signRaw signs <Bytes>-wrapped data; a rejection is 4001 and signs nothing', async () => {
    const wallet = await createPolkadotDevWallet({ policy: 'approve' })
    const injected = await wallet.extension.enable('app')
    const address = wallet.accounts[0]!.address
    const data = stringToHex('hello')
    const { signature } = await injected.signer.signRaw({ address, data, type: 'bytes' })
    // Strictly over the wrapped bytes: the low-level check of the wrapped form passes.
    expect(signatureVerify(u8aWrapBytes(stringToU8a('hello')), signature, address).isValid).toBe(true)

    wallet.setPolicy('reject')
    await expect(injected.signer.signRaw({ address, data, type: 'bytes' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    await expect(wallet.extension.enable('other app')).rejects.toMatchObject({ code: 4001 })
  })

  test('unknown accounts and origins are refused with 4100', async () => {
    const wallet = await createPolkadotDevWallet({ policy: 'approve' })
    const injected = await wallet.extension.enable('app')
    await expect(
      injected.signer.signRaw({
        address: '5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y',
        data: '0x00',
        type: 'bytes',
      }),
    ).rejects.toMatchObject({ code: 4100 })
    wallet.disconnect()
    expect(await injected.accounts.get()).toEqual([])
    await expect(
      injected.signer.signRaw({ address: wallet.accounts[0]!.address, data: '0x00', type: 'bytes' }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  test('a transfer-shaped call is summarized with recipient and amount', () => {
    // balances.transferKeepAlive (4, 3) to //Bob of 2.5 KSM: MultiAddress::Id + Compact<u128>.
    const bob = '8eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a48'
    const method = `0x0403 00${bob} 0b00a89c134602`.replaceAll(' ', '')
    const summary = summarizePayload(
      { method, nonce: '0x05', tip: '0x00', address: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F' },
      2,
      'KSM',
      12,
    )
    expect(summary).toContain('To FoQJpPyadYccjavVdTWxpxU7rUEaYhfLCPwXgkfD6Zat9QP')
    expect(summary).toContain('Amount 2.5 KSM')
    expect(summary).toContain('Nonce 5')
    expect(formatPlanck(1_000n, 12)).toBe('0.000000001')
  })
})
