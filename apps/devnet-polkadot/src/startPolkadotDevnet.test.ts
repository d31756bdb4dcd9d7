import type { ProviderInterface } from '@polkadot/rpc-provider/types'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { refuseRemoteConnections } from './offline.js'
import { startPolkadotDevnet } from './startPolkadotDevnet.js'
import type { PolkadotDevnet } from './types.js'

let devnet: PolkadotDevnet

beforeAll(async () => {
  // Any attempt to reach the network while chopsticks starts makes the start fail.
  refuseRemoteConnections()
  devnet = await startPolkadotDevnet()
  console.log(`chopsticks devnet ready in ${devnet.startupMs} ms`)
})
afterAll(() => devnet?.stop())

test('serves the packaged genesis with its properties and a polkadot CAIP-2 id', async () => {
  expect(devnet.chainName).toBe('Kusama Local Testnet')
  expect(devnet.ss58Format).toBe(2)
  expect(devnet.decimals).toBe(12)
  expect(devnet.symbol).toBe('KSM')
  expect(devnet.genesisHash).toMatch(/^0x[0-9a-f]{64}$/)
  expect(devnet.caipNetworkId).toBe(`polkadot:${devnet.genesisHash.slice(2, 34)}`)
  const properties = await devnet.rpc<{ ss58Format: number }>('system_properties')
  expect(properties.ss58Format).toBe(2)
  expect(devnet.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
})

test('the refusal guard is active in this process', async () => {
  await expect(fetch('http://203.0.113.1:9/')).rejects.toThrow()
})

test('funds the sr25519 dev accounts with SS58 prefix 2 addresses', async () => {
  expect(devnet.accounts.map((a) => a.name)).toEqual(['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie'])
  // //Alice's well-known public key, in Kusama's format (prefix 2: capital letters C-H first).
  expect(devnet.accounts[0]?.publicKey).toBe(
    '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
  )
  expect(devnet.accounts[0]?.address).toBe('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F')
  const { ApiPromise, WsProvider } = await import('@polkadot/api')
  const api = await ApiPromise.create({
    provider: new WsProvider(devnet.wsUrl) as unknown as ProviderInterface,
    noInitWarn: true,
  })
  try {
    for (const account of devnet.accounts) {
      const { data } = await api.query.system.account(account.address)
      expect(data.free.toBigInt()).toBe(devnet.endowment)
    }
    await devnet.setBalance(devnet.accounts[5]!.address, 123n)
    expect((await api.query.system.account(devnet.accounts[5]!.address)).data.free.toBigInt()).toBe(123n)
  } finally {
    await api.disconnect()
  }
})

test('builds a block for each transaction (instant mode)', async () => {
  const { ApiPromise, WsProvider } = await import('@polkadot/api')
  const { Keyring } = await import('@polkadot/keyring')
  const api = await ApiPromise.create({
    provider: new WsProvider(devnet.wsUrl) as unknown as ProviderInterface,
    noInitWarn: true,
  })
  try {
    const alice = new Keyring({ type: 'sr25519', ss58Format: 2 }).addFromUri('//Alice')
    const before = (await api.rpc.chain.getHeader()).number.toNumber()
    const bob = devnet.accounts[1]!.address
    // In instant mode the block can be built before the watch reports it (a fresh clone run on a busy machine
    // never heard `InBlock`): the block's arrival counts as well as the status.
    let unsubscribe: (() => void) | undefined
    const included = new Promise<void>((resolve, reject) => {
      api.tx.balances
        .transferKeepAlive(bob, 10n ** 12n)
        .signAndSend(alice, ({ status, dispatchError }) => {
          if (dispatchError) reject(new Error(dispatchError.toString()))
          if (status.isInBlock || status.isFinalized) resolve()
        })
        .catch(reject)
      void api.rpc.chain
        .subscribeNewHeads((header) => {
          if (header.number.toNumber() > before) resolve()
        })
        .then((stop) => {
          unsubscribe = stop
        })
    })
    await included.finally(() => unsubscribe?.())
    expect((await api.rpc.chain.getHeader()).number.toNumber()).toBe(before + 1)
    // Block times follow the slot-aligned genesis timestamp, one 6 s slot per block.
    const now = (await api.query.timestamp.now()).toBigInt()
    expect(now % 6_000n).toBe(0n)
    // setBalance rewrites the account but keeps its nonce.
    const nonce = (await api.query.system.account(alice.address)).nonce.toNumber()
    expect(nonce).toBeGreaterThan(0)
    await devnet.setBalance(alice.address, 5n * 10n ** 12n)
    const after = await api.query.system.account(alice.address)
    expect([after.nonce.toNumber(), after.data.free.toBigInt()]).toEqual([nonce, 5n * 10n ** 12n])
  } finally {
    await api.disconnect()
  }
})
