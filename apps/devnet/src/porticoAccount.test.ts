import { type Address, encodeFunctionData, type Hex, hashMessage, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { porticoAccountDigest } from './erc4337/porticoAccountSignature.js'
import { entryPointAbi, porticoAccountAbi, porticoAccountFactoryAbi } from './generated/erc4337Abis.js'
import { startDevnet } from './startDevnet.js'
import {
  BATCH_MODE,
  batchExecution,
  executionMode,
  SINGLE_MODE,
  singleExecution,
} from './test/delegations.js'
import { ERC1271_MAGIC, publicClient, walletClient } from './test/devnetClients.js'
import type { Devnet, DevnetChain } from './types.js'

// PorticoAccount's ERC-1271 binding: the owner's signature counts only over (hash, this account, this chain); and
// its executeFromExecutor, open to the DelegationManager alone (sessions.test.ts redeems delegations through it).

let devnet: Devnet
let chain: DevnetChain
const owner = privateKeyToAccount(generatePrivateKey())
let account: Address

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
  chain = devnet.chains[0]!
  const client = publicClient(chain)
  const { porticoAccountFactory: factory } = chain.addresses
  account = await client.readContract({
    address: factory,
    abi: porticoAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  // The factory creates accounts for the EntryPoint's SenderCreator only: act as it (anvil impersonation).
  const senderCreator = await client.readContract({
    address: chain.addresses.entryPoint,
    abi: entryPointAbi,
    functionName: 'senderCreator',
  })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [senderCreator, numberToHex(parseEther('1'))] as never,
  })
  await client.request({ method: 'anvil_impersonateAccount' as never, params: [senderCreator] as never })
  const hash = (await client.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: senderCreator,
        to: factory,
        data: encodeFunctionData({
          abi: porticoAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner.address, 0n],
        }),
      },
    ],
  } as never)) as Hex
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const isValid = (hash: Hex, signature: Hex) =>
  publicClient(chain).readContract({
    address: account,
    abi: porticoAccountAbi,
    functionName: 'isValidSignature',
    args: [hash, signature],
  })

describe('PorticoAccount', () => {
  it('is made by the factory at its counterfactual address, owned by the owner', async () => {
    const client = publicClient(chain)
    expect(await client.getCode({ address: account })).toMatch(/^0x[0-9a-f]+$/)
    expect(
      await client.readContract({ address: account, abi: porticoAccountAbi, functionName: 'owner' }),
    ).toBe(owner.address)
  })

  it('accepts the owner signature of the digest bound to the account and the chain', async () => {
    const hash = hashMessage('hello from the smart account')
    const digest = porticoAccountDigest({ hash, account, chainId: chain.chainId })
    expect(
      await publicClient(chain).readContract({
        address: account,
        abi: porticoAccountAbi,
        functionName: 'signedDigest',
        args: [hash],
      }),
    ).toBe(digest)
    expect(await isValid(hash, await owner.sign({ hash: digest }))).toBe(ERC1271_MAGIC)
  })

  it('refuses an EOA signature of the bare hash, of its personal-sign wrapping, another chain or another signer', async () => {
    const hash = hashMessage('hello from the smart account')
    expect(await isValid(hash, await owner.sign({ hash }))).toBe('0xffffffff')
    expect(await isValid(hash, await owner.signMessage({ message: { raw: hash } }))).toBe('0xffffffff')
    const otherChain = porticoAccountDigest({ hash, account, chainId: chain.chainId + 1 })
    expect(await isValid(hash, await owner.sign({ hash: otherChain }))).toBe('0xffffffff')
    const stranger = privateKeyToAccount(generatePrivateKey())
    const digest = porticoAccountDigest({ hash, account, chainId: chain.chainId })
    expect(await isValid(hash, await stranger.sign({ hash: digest }))).toBe('0xffffffff')
    expect(await isValid(hash, '0x1234')).toBe('0xffffffff')
  })

  it("deploys an owner's account for an ERC-6492 verifier from any caller, still owned by the owner", async () => {
    const client = publicClient(chain)
    const stranger = walletClient(chain, 3)
    const someone = privateKeyToAccount(generatePrivateKey()).address
    const { porticoAccountFactory: factory } = chain.addresses
    const args = [someone, 0n] as const
    const expected = await client.readContract({
      address: factory,
      abi: porticoAccountFactoryAbi,
      functionName: 'getAddress',
      args,
    })
    const hash = await stranger.writeContract({
      address: factory,
      abi: porticoAccountFactoryAbi,
      functionName: 'deployForSignature',
      args,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(
      await client.readContract({ address: expected, abi: porticoAccountAbi, functionName: 'owner' }),
    ).toBe(someone)
  })

  it('lets nobody but the SenderCreator create an account', async () => {
    const client = publicClient(chain)
    await expect(
      client.simulateContract({
        account: walletClient(chain, 3).account,
        address: chain.addresses.porticoAccountFactory,
        abi: porticoAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 1n],
      }),
    ).rejects.toThrow(/only callable from SenderCreator/)
  })
})

describe("PorticoAccount's executeFromExecutor", () => {
  const execute = (caller: Address, mode: Hex, execution: Hex) =>
    publicClient(chain).simulateContract({
      account: caller,
      address: account,
      abi: porticoAccountAbi,
      functionName: 'executeFromExecutor',
      args: [mode, execution],
    })
  const someone = privateKeyToAccount(generatePrivateKey()).address
  const plainCall = singleExecution({ to: someone })

  it("names the factory's DelegationManager and answers ERC-165 for ERC-1271 and executeFromExecutor", async () => {
    const client = publicClient(chain)
    expect(
      await client.readContract({
        address: account,
        abi: porticoAccountAbi,
        functionName: 'delegationManager',
      }),
    ).toBe(chain.addresses.delegationManager)
    const supports = (id: Hex) =>
      client.readContract({
        address: account,
        abi: porticoAccountAbi,
        functionName: 'supportsInterface',
        args: [id],
      })
    // ERC-165 itself, ERC-1271, executeFromExecutor's selector; not an unknown id.
    for (const id of ['0x01ffc9a7', '0x1626ba7e', '0xd691c964'] as const)
      expect(await supports(id)).toBe(true)
    expect(await supports('0xffffffff')).toBe(false)
  })

  it('lets nobody but the DelegationManager call it', async () => {
    for (const caller of [owner.address, someone, chain.addresses.deployer])
      await expect(execute(caller, SINGLE_MODE, plainCall)).rejects.toThrow(/OnlyDelegationManager/)
  })

  it('runs single and batch calls that revert on failure, and refuses every other mode', async () => {
    // Calls made as the DelegationManager (an eth_call from its address), so no caveat stands in front.
    const { delegationManager } = chain.addresses
    expect((await execute(delegationManager, SINGLE_MODE, plainCall)).result).toEqual(['0x'])
    const batch = batchExecution([{ to: someone }, { to: chain.addresses.usdc, data: '0x313ce567' }]) // decimals()
    expect((await execute(delegationManager, BATCH_MODE, batch)).result).toEqual([
      '0x',
      numberToHex(6, { size: 32 }),
    ])
    for (const mode of [
      executionMode(0xfe),
      executionMode(0xff),
      executionMode(0x00, 0x01),
      executionMode(0x01, 0x01),
    ])
      await expect(execute(delegationManager, mode, plainCall)).rejects.toThrow(/UnsupportedExecutionMode/)
    await expect(execute(delegationManager, SINGLE_MODE, someone)).rejects.toThrow(/InvalidExecutionCalldata/)
  })
})
