import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { newEmail, startTestWalletService, type TestWalletService } from './test/startTestWalletService.js'

// A wallet made from an imported private key has one chain: the service stores and answers only that address.

let service: TestWalletService
beforeAll(async () => {
  service = await startTestWalletService()
})
afterAll(() => service?.close())

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const wallet = (addresses: Record<string, string>) => ({
  splitId: 'split-1',
  share: Buffer.alloc(34, 2).toString('base64'),
  recovery: { splitId: 'split-1', blob: JSON.stringify({ v: 1, kdf: 'scrypt', ct: 'AAAA' }) },
  addresses,
})

describe('single-chain wallets', () => {
  test.each<[string, { eip155?: string; solana?: string }]>([
    ['an EVM key', { eip155: EVM }],
    ['a Solana key', { solana: SOLANA }],
  ])('a wallet of %s has only its address, here and in the database', async (_, addresses) => {
    const { token } = await service.signIn(newEmail())
    expect(await service.post('/v1/wallet', wallet(addresses), { token })).toMatchObject({ status: 201 })
    const answer = await service.get('/v1/wallet', { token })
    expect(answer.body).toMatchObject({ exists: true, addresses })
    expect(Object.keys(answer.body.addresses as object)).toEqual(Object.keys(addresses))
    const [row] = await service.db.query<{ eip155_address: string | null; solana_address: string | null }>(
      'select eip155_address, solana_address from wallets where eip155_address = $1 or solana_address = $1',
      [Object.values(addresses)[0]],
    )
    expect(row).toEqual({
      eip155_address: addresses.eip155 ?? null,
      solana_address: addresses.solana ?? null,
    })
  })

  test('a wallet with no address, or a malformed one, is refused; the table refuses one too', async () => {
    const { token } = await service.signIn(newEmail())
    for (const addresses of [{}, { eip155: 'nope' }, { solana: '0OIl' }, { eip155: EVM, solana: 'x' }])
      expect(
        (await service.post('/v1/wallet', wallet(addresses), { token })).status,
        JSON.stringify(addresses),
      ).toBe(400)
    expect((await service.get('/v1/wallet', { token })).body).toEqual({ exists: false })
    await expect(
      service.db.query(
        `insert into wallets (user_id, recovery_split_id, recovery_blob, created_at)
         select id, 's', 'b', 0 from users where id not in (select user_id from wallets) limit 1`,
      ),
    ).rejects.toThrow(/wallets_have_an_address/)
  })
})
