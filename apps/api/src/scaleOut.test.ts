import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres } from '@portico/dev-utils'
import { type Devnet, startDevnet } from '@portico/devnet'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetChains } from './chain/devnetChains.js'
import { type ConfigInput, loadConfig } from './config.js'
import { type Database, openDatabase } from './db/database.js'
import { INDEXER_LOCK_KEY } from './indexer/createIndexer.js'
import { coinTypeOfChainId } from './names/coinType.js'
import { type ApiServer, startApiServer } from './server.js'
import { freshRateLimitWindow } from './test/freshRateLimitWindow.js'

// Several API instances on one PostgreSQL database act as one API: what one stores the other serves, the
// rate limit counts across them, one of them indexes (a killed indexer is replaced, without a gap or a
// duplicate in history), and a checkout paid on both at once is delivered once.

const mnemonic = 'test test test test test test test test test test test junk'
const owner = mnemonicToAccount(mnemonic, { addressIndex: 4 })
const sender = mnemonicToAccount(mnemonic, { addressIndex: 5 })
const receiver = '0x000000000000000000000000000000000005ca1e'
const network = 'eip155:31337'

let postgres: Awaited<ReturnType<typeof startPostgres>>
let devnet: Devnet
let dir: string
let admin: Database
let child: ChildProcess | undefined
let childUrl: string
let a: ApiServer
let b: ApiServer

const config = (): ConfigInput => ({
  databaseUrl: postgres.url,
  chains: devnetChains(devnet),
  // Behind a proxy of the test's own: the rate-limit test is a client (X-Forwarded-For) of its own.
  rateLimit: { requests: 300, projectRequests: 100_000, windowMs: 60_000, trustProxy: true },
  projects: [{ id: 'local', allowedOrigins: ['*'] }],
  indexer: { enabled: true, intervalMs: 100 },
})

/** The database's backend pids holding the indexer lock (a bigint key is split into classid and objid). */
const lockHolders = async () =>
  (
    await admin.query<{ pid: number }>(
      `select pid from pg_locks where locktype = 'advisory' and granted and objsubid = 1
         and ((classid::bigint << 32) | objid::bigint) = $1`,
      [INDEXER_LOCK_KEY],
    )
  ).map((row) => row.pid)

/** `src/cli.ts` as a process of its own on the shared database; resolves once it serves. */
async function startCli(): Promise<string> {
  const file = join(dir, 'config.json')
  const { databaseUrl: _, ...rest } = config()
  await writeFile(file, JSON.stringify(rest))
  const { PORTICO_DATA_DIR: _dataDir, ...env } = process.env
  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...env, PORTICO_API_CONFIG: file, DATABASE_URL: postgres.url, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    child!.stdout!.on('data', (chunk) => {
      stdout += chunk
      const url = /"api": "([^"]+)"/.exec(stdout)?.[1]
      if (url) resolve(url)
    })
    child!.once('exit', (code) => reject(new Error(`the CLI exited (${code}): ${stderr}`)))
  })
}

beforeAll(async () => {
  postgres = await startPostgres()
  devnet = await startDevnet()
  dir = await mkdtemp(join(tmpdir(), 'portico-scale-'))
  admin = await openDatabase({ url: postgres.url })
  // The process started first takes the indexer lock; the two in-process instances come after it.
  childUrl = await startCli()
  for (let i = 0; (await lockHolders()).length === 0; i++) {
    if (i === 150) throw new Error('the CLI process did not take the indexer lock')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const settings = loadConfig({}, { ...config(), port: 0 })
  ;[a, b] = [await startApiServer(settings), await startApiServer(settings)]
}, 120_000)
afterAll(async () => {
  child?.kill('SIGKILL')
  await Promise.all([a?.close(), b?.close()])
  await admin?.close()
  await devnet?.stop()
  await postgres?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const get = (api: ApiServer, path: string, init?: RequestInit) => fetch(`${api.url}${path}`, init)

describe('two API instances on one PostgreSQL database', () => {
  test('a name registered through one instance resolves through the other', async () => {
    // The single-use nonce is issued by one instance and spent on the other.
    const nonce = await get(b, `/v1/profile/nonce?projectId=local&address=${owner.address}`)
    const message = JSON.stringify({
      name: 'scale-out',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
      chainId: 31337,
      nonce: ((await nonce.json()) as { nonce: string }).nonce,
    })
    const registered = await get(a, '/v1/profile/account?projectId=local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: coinTypeOfChainId(31337),
        address: owner.address,
        message,
        signature: await owner.signMessage({ message }),
      }),
    })
    expect(await registered.json()).toMatchObject({ success: true, name: 'scale-out.portico.id' })
    const lookup = await get(b, '/v1/profile/account/scale-out.portico.id?projectId=local&apiVersion=2')
    expect(await lookup.json()).toMatchObject({ name: 'scale-out.portico.id' })
    // And through the instance running as a process of its own.
    const reverse = await fetch(`${childUrl}/v1/identity/${owner.address}?projectId=local`)
    expect(await reverse.json()).toMatchObject({ name: 'scale-out.portico.id' })
  })

  test('the per-client rate limit counts requests on both', async () => {
    const client = { headers: { 'x-forwarded-for': '203.0.113.77' } }
    // The 301 requests must fall in one window (60 s, aligned to the clock).
    await freshRateLimitWindow(60_000, 20_000)
    const statuses = await Promise.all(
      Array.from({ length: 300 }, () => get(a, '/v1/supported-chains?projectId=local', client)),
    ).then((all) => all.map((res) => res.status))
    expect(statuses.every((status) => status === 200)).toBe(true)
    expect((await get(b, '/v1/supported-chains?projectId=local', client)).status).toBe(429)
  })

  test('one instance indexes; after kill -9 of it another takes over in bounded time, history has no gap and no duplicate', async () => {
    const reader = createPublicClient({ chain: foundry, transport: http(devnet.chains[0]!.rpcUrl) })
    const wallet = createWalletClient({
      account: sender,
      chain: foundry,
      transport: http(devnet.chains[0]!.rpcUrl),
    })
    const send = async (n: number) => {
      const hashes: Hex[] = []
      for (let i = 0; i < n; i++) {
        const hash = await wallet.sendTransaction({ to: receiver, value: parseEther('0.001') })
        await reader.waitForTransactionReceipt({ hash })
        hashes.push(hash)
      }
      return hashes
    }
    const historyHashes = async (api: ApiServer) => {
      const res = await get(api, `/v1/account/${receiver}/history?projectId=local&chainId=${network}`)
      const page = (await res.json()) as { data: { id: string }[]; next?: string }
      expect(page.next).toBeUndefined()
      return page.data.map((tx) => tx.id).sort()
    }

    // The CLI process leads; the two in-process instances, having tried for the lock, follow.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await lockHolders()).toHaveLength(1)
    expect([a.indexer.isLeader(), b.indexer.isLeader()]).toEqual([false, false])
    const before = await send(3)
    await expect.poll(() => historyHashes(a), { timeout: 15_000 }).toEqual([...before].sort())

    child!.kill('SIGKILL')
    const killedAt = Date.now()
    const during = await send(3)
    // Followers try every 3 s: one of them leads within a few seconds, the other still follows.
    await expect
      .poll(() => [a.indexer.isLeader(), b.indexer.isLeader()].filter(Boolean).length, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(1)
    expect(Date.now() - killedAt).toBeLessThan(10_000)
    const after = await send(3)
    const all = [...before, ...during, ...after].sort()
    await expect.poll(() => historyHashes(b), { timeout: 15_000 }).toEqual(all)
    expect(await historyHashes(a)).toEqual(all)
    expect(await lockHolders()).toHaveLength(1)
    // Each block indexed once: one row per transaction, and the cursor at the chain's head.
    const rows = await admin.query<{ count: string }>(
      'select count(*) from chain_transactions where chain_id = $1 and to_address = $2',
      [network, receiver],
    )
    expect(Number(rows[0]!.count)).toBe(9)
  }, 60_000)

  test('a leader whose lock connection is cut steps down; one instance leads again and indexes on', async () => {
    const [held] = await lockHolders()
    await admin.query('select pg_terminate_backend($1)', [held])
    await expect
      .poll(async () => (await lockHolders()).filter((pid) => pid !== held), {
        timeout: 10_000,
        interval: 100,
      })
      .toHaveLength(1)
    await expect
      .poll(() => [a.indexer.isLeader(), b.indexer.isLeader()].filter(Boolean).length, { timeout: 10_000 })
      .toBe(1)
    const reader = createPublicClient({ chain: foundry, transport: http(devnet.chains[0]!.rpcUrl) })
    const wallet = createWalletClient({
      account: sender,
      chain: foundry,
      transport: http(devnet.chains[0]!.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ to: receiver, value: parseEther('0.001') })
    await reader.waitForTransactionReceipt({ hash })
    const count = async () =>
      Number(
        (
          await admin.query<{ count: string }>(
            'select count(*) from chain_transactions where chain_id = $1 and to_address = $2',
            [network, receiver],
          )
        )[0]!.count,
      )
    await expect.poll(count, { timeout: 15_000 }).toBe(10)
  })

  test('a checkout paid on both at once is delivered once, one transfer on chain', async () => {
    const to = '0x00000000000000000000000000000000000d0ab1' as Hex
    const created = await get(a, '/v1/generators/onrampurl?projectId=local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        destinationWallets: [{ address: to, blockchains: [network], assets: ['USDC'] }],
        partnerUserId: to,
      }),
    })
    const path = new URL((await created.json()).url).pathname
    const pay = async (api: ApiServer) => {
      const res = await get(api, `${path}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: '20',
          currency: 'USD',
          asset: 'USDC',
          network,
          method: 'card',
          card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
        }),
      })
      return { status: res.status, body: await res.json() }
    }
    const answers = await Promise.all([pay(a), pay(b), pay(a), pay(b)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    const paid = answers.find((answer) => answer.status === 200)!
    const reader = createPublicClient({ chain: foundry, transport: http(devnet.chains[0]!.rpcUrl) })
    const balance = await reader.readContract({
      address: devnet.chains[0]!.addresses.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    })
    expect(balance).toBe(parseUnits(paid.body.purchaseAmount.amount, 6))
    const purchases = await admin.query('select * from onramp_purchases where address = $1', [
      to.toLowerCase(),
    ])
    expect(purchases).toHaveLength(1)
  })

  test('checkouts paid at once on both instances all deliver: the treasury takes turns across instances', async () => {
    const buyers = Array.from(
      { length: 6 },
      (_, i) => `0x00000000000000000000000000000000000d0b${(0x10 + i).toString(16)}` as Hex,
    )
    const open = async (to: Hex) => {
      const created = await get(a, '/v1/generators/onrampurl?projectId=local', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          destinationWallets: [{ address: to, blockchains: [network], assets: ['USDC'] }],
          partnerUserId: to,
        }),
      })
      return new URL((await created.json()).url).pathname
    }
    const paths = await Promise.all(buyers.map(open))
    const answers = await Promise.all(
      paths.map(async (path, i) => {
        const res = await get(i % 2 ? a : b, `${path}/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            amount: '20',
            currency: 'USD',
            asset: 'USDC',
            network,
            method: 'card',
            card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
          }),
        })
        return res.status
      }),
    )
    expect(answers).toEqual(buyers.map(() => 200))
    const reader = createPublicClient({ chain: foundry, transport: http(devnet.chains[0]!.rpcUrl) })
    for (const to of buyers) {
      const balance = await reader.readContract({
        address: devnet.chains[0]!.addresses.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      })
      expect(balance, to).toBeGreaterThan(0n)
    }
    const settled = await admin.query<{ status: string }>(
      'select status from onramp_purchases where address = any($1)',
      [buyers.map((to) => to.toLowerCase())],
    )
    expect(settled.map((row) => row.status)).toEqual(buyers.map(() => 'delivered'))
  })
})
