import { type Address, concat, encodeFunctionData, type Hex, parseEther, parseEventLogs } from 'viem'
import { getUserOperationHash, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { replaceImmutable } from './erc4337/deployErc4337.js'
import { ENTRY_POINT_ADDRESS, SIMPLE_7702_ACCOUNT_ADDRESS } from './erc4337/erc4337Addresses.js'
import type { Erc4337Artifact } from './erc4337/erc4337Build.js'
import {
  entryPointAbi,
  senderCreatorAbi,
  simpleAccountAbi,
  simpleAccountFactoryAbi,
} from './generated/erc4337Abis.js'
import { startDevnet } from './startDevnet.js'
import { publicClient, walletClient } from './test/devnetClients.js'
import type { Devnet, DevnetChain } from './types.js'

let devnet: Devnet
let chain: DevnetChain

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
  chain = devnet.chains[0]!
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

describe('ERC-4337 v0.8 on the devnet', () => {
  it('has the EntryPoint and Simple7702Account at their canonical addresses', async () => {
    const client = publicClient(chain)
    expect(chain.addresses.entryPoint).toBe(ENTRY_POINT_ADDRESS)
    expect(chain.addresses.simple7702Account).toBe(SIMPLE_7702_ACCOUNT_ADDRESS)
    const senderCreator = await client.readContract({
      address: ENTRY_POINT_ADDRESS,
      abi: entryPointAbi,
      functionName: 'senderCreator',
    })
    const entryPointOf = await client.readContract({
      address: senderCreator,
      abi: senderCreatorAbi,
      functionName: 'entryPoint',
    })
    expect(entryPointOf).toBe(ENTRY_POINT_ADDRESS)
    expect(await client.getCode({ address: SIMPLE_7702_ACCOUNT_ADDRESS })).toMatch(/^0x[0-9a-f]{1000,}$/)
    const implementation = await client.readContract({
      address: chain.addresses.simpleAccountFactory,
      abi: simpleAccountFactoryAbi,
      functionName: 'accountImplementation',
    })
    const accountEntryPoint = await client.readContract({
      address: implementation,
      abi: simpleAccountAbi,
      functionName: 'entryPoint',
    })
    expect(accountEntryPoint).toBe(ENTRY_POINT_ADDRESS)
  })

  it('deploys a counterfactual account with its first user operation through the canonical EntryPoint', async () => {
    const client = publicClient(chain)
    const bundler = walletClient(chain, 1)
    const { simpleAccountFactory: factory } = chain.addresses
    const owner = privateKeyToAccount(generatePrivateKey())
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const sender = await client.readContract({
      address: factory,
      abi: simpleAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, 0n],
    })
    expect(await client.getCode({ address: sender })).toBeUndefined()
    await client.waitForTransactionReceipt({
      hash: await bundler.sendTransaction({ to: sender, value: parseEther('1') }),
    })

    const fees = await client.estimateFeesPerGas()
    const unsigned: UserOperation<'0.8'> = {
      sender,
      nonce: 0n,
      factory,
      factoryData: encodeFunctionData({
        abi: simpleAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
      callData: encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'execute',
        args: [recipient, parseEther('0.25'), '0x'],
      }),
      callGasLimit: 100_000n,
      verificationGasLimit: 500_000n,
      preVerificationGas: 60_000n,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      signature: '0x',
    }
    const hash = getUserOperationHash({
      userOperation: unsigned,
      entryPointAddress: ENTRY_POINT_ADDRESS,
      entryPointVersion: '0.8',
      chainId: chain.chainId,
    })
    const packed = toPackedUserOperation({ ...unsigned, signature: await owner.sign({ hash }) })
    // The EntryPoint's EIP-712 domain is its own (canonical) address, as viem computes it.
    expect(
      await client.readContract({
        address: ENTRY_POINT_ADDRESS,
        abi: entryPointAbi,
        functionName: 'getUserOpHash',
        args: [packed],
      }),
    ).toBe(hash)

    const receipt = await client.waitForTransactionReceipt({
      hash: await bundler.writeContract({
        address: ENTRY_POINT_ADDRESS,
        abi: entryPointAbi,
        functionName: 'handleOps',
        args: [[packed], bundler.account.address],
      }),
    })
    expect(receipt.status).toBe('success')
    const [deployed] = parseEventLogs({
      abi: entryPointAbi,
      logs: receipt.logs,
      eventName: 'AccountDeployed',
    })
    expect(deployed?.args).toMatchObject({ userOpHash: hash, sender, factory })
    const [event] = parseEventLogs({
      abi: entryPointAbi,
      logs: receipt.logs,
      eventName: 'UserOperationEvent',
    })
    expect(event?.args).toMatchObject({ userOpHash: hash, sender, success: true, nonce: 0n })
    expect(await client.getCode({ address: sender })).toMatch(/^0x[0-9a-f]+$/)
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'))
  })

  it('runs Prague: an EOA delegates to Simple7702Account with EIP-7702', async () => {
    const client = publicClient(chain)
    const eoa = privateKeyToAccount(generatePrivateKey())
    const sponsor = walletClient(chain, 2)
    const authorization = await eoa.signAuthorization({
      contractAddress: SIMPLE_7702_ACCOUNT_ADDRESS,
      chainId: chain.chainId,
      nonce: 0,
    })
    const receipt = await client.waitForTransactionReceipt({
      hash: await sponsor.sendTransaction({ to: eoa.address, authorizationList: [authorization] }),
    })
    expect(receipt.type).toBe('eip7702')
    const delegated: Address = SIMPLE_7702_ACCOUNT_ADDRESS
    expect(await client.getCode({ address: eoa.address })).toBe(concat(['0xef0100', delegated]).toLowerCase())
  })
})

describe('replaceImmutable', () => {
  it('rewrites exactly the immutable that holds the old address, or refuses', () => {
    const from = '0x1111111111111111111111111111111111111111'
    const to = '0x2222222222222222222222222222222222222222'
    const runtime: Hex = `0x60${'00'.repeat(12)}${from.slice(2)}ff`
    const artifact = (immutableReferences: Erc4337Artifact['immutableReferences']): Erc4337Artifact => ({
      abi: [],
      bytecode: '0x',
      deployedBytecode: '0x',
      immutableReferences,
    })
    const patched = replaceImmutable(runtime, artifact({ 7: [{ start: 1, length: 32 }] }), from, to)
    expect(patched).toBe(`0x60${'00'.repeat(12)}${to.slice(2)}ff`)
    expect(() => replaceImmutable(runtime, artifact({}), from, to)).toThrow(/0 immutables/)
    expect(() => replaceImmutable(patched, artifact({ 7: [{ start: 1, length: 32 }] }), from, to)).toThrow()
  })
})
