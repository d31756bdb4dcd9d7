import { createWalletClient, http, parseAbi } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestWorld } from '../test/startTestWorld.js'

const mnemonic = 'test test test test test test test test test test test junk'
const holder = mnemonicToAccount(mnemonic, { addressIndex: 2 })
const friend = mnemonicToAccount(mnemonic, { addressIndex: 1 })

let world: Awaited<ReturnType<typeof startTestWorld>>
beforeAll(async () => {
  world = await startTestWorld({ indexer: { enabled: true, intervalMs: 100 } })
}, 120_000)
afterAll(() => world?.stop())

type Nft = { chainId: string; tokenId: string; name: string; imageUrl: string | null; isSpam: boolean }
const nftsOf = async (address: string) =>
  (
    (await (
      await world.api.get(`/v1/account/${address}/nfts?projectId=local&chainId=eip155:31337`)
    ).json()) as { nfts: Nft[] }
  ).nfts
const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
  for (let i = 0; i < 100; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return read()
}

test('the seeded NFT is listed with its image; after a transfer it moves to the new owner', async () => {
  const mine = await until(
    () => nftsOf(holder.address),
    (list) => list.length > 0,
  )
  expect(mine).toHaveLength(1)
  const [nft] = mine as [Nft]
  expect(nft).toMatchObject({ chainId: 'eip155:31337', name: `Portico Pass #${nft.tokenId}`, isSpam: false })
  const image = await fetch(nft.imageUrl!)
  expect(image.headers.get('content-type')).toContain('image/svg+xml')

  const chain = world.devnet.chains[0]!
  const wallet = createWalletClient({ account: holder, chain: foundry, transport: http(chain.rpcUrl) })
  await wallet.writeContract({
    address: chain.addresses.nft,
    abi: parseAbi(['function transferFrom(address from, address to, uint256 tokenId)']),
    functionName: 'transferFrom',
    args: [holder.address, friend.address, BigInt(nft.tokenId)],
  })
  expect(
    await until(
      () => nftsOf(holder.address),
      (list) => list.length === 0,
    ),
  ).toEqual([])
  const theirs = await until(
    () => nftsOf(friend.address),
    (list) => list.some((n) => n.tokenId === nft.tokenId),
  )
  expect(theirs.map((n) => n.tokenId)).toContain(nft.tokenId)
})

test('bad input names the field', async () => {
  const res = await world.api.get('/v1/account/0x1/nfts?projectId=local')
  expect(res.status).toBe(400)
  expect((await res.json()).field).toBe('params.address')
})
