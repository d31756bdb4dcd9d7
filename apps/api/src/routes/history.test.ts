import { rm } from 'node:fs/promises'
import { type Devnet, startDevnet } from '@portico/devnet'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetChains } from '../chain/devnetChains.js'
import { HISTORY_PAGE_SIZE } from '../indexer/queryHistory.js'
import { seededDataDir } from '../test/seededDataDir.js'
import { startTestApi } from '../test/startTestApi.js'

// Anvil's second account sends; a fresh address receives, so its history is exactly what this test makes.
const sender = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 1,
})
const receiver = '0x000000000000000000000000000000000000bEEF'

let devnet: Devnet
let dataDir: string
beforeAll(async () => {
  devnet = await startDevnet()
  dataDir = await seededDataDir('portico-history-')
}, 120_000)
afterAll(async () => {
  await devnet?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

const chain = () => devnet.chains[0]!
const wallet = () => createWalletClient({ account: sender, chain: foundry, transport: http(chain().rpcUrl) })
const reader = () => createPublicClient({ chain: foundry, transport: http(chain().rpcUrl) })
const mined = async (hash: `0x${string}`) => void (await reader().waitForTransactionReceipt({ hash }))
const api = (intervalMs = 100) =>
  startTestApi({ chains: devnetChains(devnet), dataDir, indexer: { enabled: true, intervalMs } })

type Page = {
  data: {
    id: string
    metadata: { operationType: string; chain: string; sentTo: string }
    transfers: { direction: string; quantity: { numeric: string }; fungible_info?: { symbol: string } }[]
  }[]
  next?: string
}

async function history(server: Awaited<ReturnType<typeof api>>, query = '') {
  const res = await server.get(`/v1/account/${receiver}/history?projectId=local&chainId=eip155:31337${query}`)
  expect(res.status).toBe(200)
  return (await res.json()) as Page
}

/** Polls until the indexer has caught up to `count` transactions for the receiver (bounded). */
async function untilCount(server: Awaited<ReturnType<typeof api>>, count: number) {
  for (let i = 0; i < 100; i++) {
    let total = 0
    let page = await history(server)
    total += page.data.length
    while (page.next) {
      page = await history(server, `&cursor=${page.next}`)
      total += page.data.length
    }
    if (total >= count) return total
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`indexer did not reach ${count} transactions`)
}

describe('history', () => {
  test('native and token transfers show as receives, newest first, in the history shape', async () => {
    const server = await api()
    try {
      await mined(await wallet().sendTransaction({ to: receiver, value: parseEther('0.25') }))
      await mined(
        await wallet().writeContract({
          address: chain().addresses.usdc,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [receiver, parseUnits('3.5', 6)],
        }),
      )
      await untilCount(server, 2)
      const { data } = await history(server)
      expect(data[0]!.transfers[0]).toMatchObject({
        direction: 'in',
        quantity: { numeric: '3.5' },
        fungible_info: { symbol: 'USDC' },
      })
      expect(data[1]!.transfers[0]).toMatchObject({
        direction: 'in',
        quantity: { numeric: '0.25' },
        fungible_info: { symbol: 'ETH' },
      })
      expect(
        data.every((tx) => tx.metadata.operationType === 'receive' && tx.metadata.chain === 'eip155:31337'),
      ).toBe(true)
    } finally {
      await server.close()
    }
  })

  test('survives a restart, catches up on what happened while down, and pages with a cursor', async () => {
    // While no API runs, more transfers happen: enough for two pages.
    for (let i = 0; i < HISTORY_PAGE_SIZE; i++) {
      await mined(await wallet().sendTransaction({ to: receiver, value: BigInt(i + 1) }))
    }
    const server = await api()
    try {
      expect(await untilCount(server, HISTORY_PAGE_SIZE + 2)).toBe(HISTORY_PAGE_SIZE + 2)
      const first = await history(server)
      expect(first.data).toHaveLength(HISTORY_PAGE_SIZE)
      expect(first.next).toBeTypeOf('string')
      const second = await history(server, `&cursor=${first.next}`)
      expect(second.data.map((tx) => tx.id)).not.toContain(first.data[0]!.id)
      expect(second.next).toBeUndefined()
    } finally {
      await server.close()
    }
  })

  test("a swap through the AMM is the sender's trade, with both legs", async () => {
    const server = await api()
    try {
      const router = chain().addresses.ammRouter
      const path = [chain().addresses.weth, chain().addresses.usdc] as const
      const hash = await wallet().writeContract({
        address: router,
        abi: parseAbi([
          'function swapExactETHForTokens(uint256,address[],address,uint256) payable returns (uint256[])',
        ]),
        functionName: 'swapExactETHForTokens',
        args: [0n, [...path], sender.address, BigInt(Math.floor(Date.now() / 1000) + 600)],
        value: parseEther('0.1'),
      })
      await mined(hash)
      let trade: Page['data'][number] | undefined
      for (let i = 0; i < 100 && !trade; i++) {
        const res = await server.get(
          `/v1/account/${sender.address}/history?projectId=local&chainId=eip155:31337`,
        )
        trade = ((await res.json()) as Page).data.find((tx) => tx.id === hash)
        if (!trade) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(trade?.metadata.operationType).toBe('trade')
      expect(trade?.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
        ['out', 'ETH'],
        ['in', 'USDC'],
      ])
    } finally {
      await server.close()
    }
  })

  test('bad input answers 400 naming the field', async () => {
    const server = await api(60_000)
    try {
      for (const [path, field] of [
        [`/v1/account/0x12/history?projectId=local`, 'params.account'],
        [`/v1/account/${receiver}/history?projectId=local&cursor=bogus`, 'query.cursor'],
        [`/v1/account/${receiver}/history?projectId=local&chainId=1`, 'query.chainId'],
      ] as const) {
        const res = await server.get(path)
        expect(res.status).toBe(400)
        expect((await res.json()).field).toBe(field)
      }
    } finally {
      await server.close()
    }
  })
})
