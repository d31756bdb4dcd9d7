import { type Devnet, smartAccountFactoryAbi, startDevnet } from '@portico/devnet'
import { encodeFunctionData, type Hex, publicActions, serializeErc6492Signature } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { EvmAdapter } from '../adapter.js'
import { connectedAdapter, devnetNetwork, devWallet } from '../test/devnet.js'

let devnet: Devnet
let adapter: EvmAdapter
let stop: () => void
let owner: Hex

const network = () => devnetNetwork(devnet.chains[0]!)
const addresses = () => devnet.chains[0]!.addresses

const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
} as const

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
  const wallet = devWallet(devnet.chains) // anvil account 0, the smart account's owner
  owner = wallet.address
  ;({ adapter, stop } = await connectedAdapter(wallet, network()))
}, 60_000)

afterAll(async () => {
  stop?.()
  await devnet?.stop()
})

describe('sign and verify', () => {
  test('personal_sign by an EOA verifies for that EOA only', async () => {
    const { signature } = await adapter.signMessage({ address: owner, message: 'Sign in to Portico' })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    const verify = (address: string, message: string) =>
      adapter.verifyMessage({ network: network(), address, message, signature })
    expect(await verify(owner, 'Sign in to Portico')).toBe(true)
    expect(await verify(owner, 'Something else')).toBe(false)
    expect(await verify(addresses().testAccounts[1]!, 'Sign in to Portico')).toBe(false)
  })

  test('raw bytes (viem-style { raw }, Uint8Array or hex) sign as those bytes', async () => {
    const raw = new Uint8Array([0, 1, 2, 250, 251, 252])
    const { signature } = await adapter.signMessage({ address: owner, message: { raw } })
    const verify = (message: { raw: `0x${string}` }) =>
      adapter.verifyMessage({ network: network(), address: owner, message, signature })
    expect(await verify({ raw: '0x000102fafbfc' })).toBe(true)
    expect(await verify({ raw: '0x000102fafbfd' })).toBe(false)
  })

  test('the owner signs for the ERC-1271 smart account', async () => {
    const smartAccount = addresses().smartAccount
    expect(
      await (await adapter.getPublicClient(network()))
        .extend(publicActions)
        .getCode({ address: smartAccount }),
    ).toMatch(/^0x.+/)
    const { signature } = await adapter.signMessage({ address: owner, message: 'from the smart account' })
    const verify = (message: string) =>
      adapter.verifyMessage({ network: network(), address: smartAccount, message, signature })
    expect(await verify('from the smart account')).toBe(true)
    expect(await verify('tampered')).toBe(false)
  })

  test('ERC-6492: an undeployed (counterfactual) account verifies, and stays undeployed', async () => {
    const client = (await adapter.getPublicClient(network())).extend(publicActions)
    const factory = addresses().smartAccountFactory
    const salt = 7n
    const account = await client.readContract({
      address: factory,
      abi: smartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner, salt],
    })
    expect(await client.getCode({ address: account })).toBeUndefined()
    const { signature } = await adapter.signMessage({ address: owner, message: 'not deployed yet' })
    const wrapped = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: smartAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner, salt],
      }),
      signature,
    })
    const verify = (message: string) =>
      adapter.verifyMessage({ network: network(), address: account, message, signature: wrapped })
    expect(await verify('not deployed yet')).toBe(true)
    expect(await verify('tampered')).toBe(false)
    expect(await client.getCode({ address: account })).toBeUndefined()
  })

  test('eth_signTypedData_v4 verifies for the EOA and for the smart account', async () => {
    const { signature } = await adapter.signTypedData({ address: owner, typedData })
    const verify = (address: string, data: unknown) =>
      adapter.verifyTypedData({ network: network(), address, typedData: data, signature })
    expect(await verify(owner, typedData)).toBe(true)
    expect(await verify(addresses().smartAccount, typedData)).toBe(true)
    expect(await verify(owner, { ...typedData, message: { contents: 'bye' } })).toBe(false)
  })
})
