import { ENTRY_POINT_ADDRESS, SIMPLE_7702_ACCOUNT_ADDRESS } from '@portico/devnet/contracts'
import { concat, type Hex, http, parseEther, zeroHash } from 'viem'
import {
  createBundlerClient,
  formatUserOperationRequest,
  getUserOperationHash,
  type SendUserOperationParameters,
  toSimple7702SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBundler } from './startBundler.js'
import { toSimpleAccount } from './test/simpleAccount.js'
import { type BundlerWorld, startBundlerWorld } from './test/world.js'

let world: BundlerWorld

beforeAll(async () => {
  world = await startBundlerWorld()
})

afterAll(async () => {
  await world?.stop()
})

/** A SimpleAccount of a fresh owner, funded with 1 ETH before it exists (its first operation deploys it). */
async function fundedSimpleAccount() {
  const { client, chain, funder } = world
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toSimpleAccount({ client, owner, factory: chain.addresses.simpleAccountFactory })
  const hash = await funder.sendTransaction({ to: await account.getAddress(), value: parseEther('1') })
  await client.waitForTransactionReceipt({ hash })
  return { owner, account }
}

/** A fresh EOA with 1 ETH, as viem's Simple7702Account, and its EIP-7702 authorization for v0.8's Simple7702Account. */
async function fundedDelegatingAccount() {
  const { client, chain, funder } = world
  const owner = privateKeyToAccount(generatePrivateKey())
  await client.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: owner.address, value: parseEther('1') }),
  })
  const account = await toSimple7702SmartAccount({ client, owner })
  const authorization = await owner.signAuthorization({
    contractAddress: SIMPLE_7702_ACCOUNT_ADDRESS,
    chainId: chain.chainId,
    nonce: await client.getTransactionCount({ address: owner.address }),
  })
  return { owner, account, authorization }
}

describe('bundler', () => {
  it('answers its chain id and its EntryPoint', async () => {
    expect(await world.bundlerClient.getChainId()).toBe(world.chain.chainId)
    expect(await world.bundlerClient.getSupportedEntryPoints()).toEqual([ENTRY_POINT_ADDRESS])
  })

  it('deploys a counterfactual account with its first user operation, which moves ETH', async () => {
    const { client, bundlerClient } = world
    const { account } = await fundedSimpleAccount()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    expect(await account.isDeployed()).toBe(false)

    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: recipient, value: parseEther('0.1') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
    expect(receipt).toMatchObject({ success: true, userOpHash: hash, sender: account.address })
    // viem's accounts use a nonce key of their own (the high 192 bits): the sequence starts at 0.
    expect(receipt.nonce % 2n ** 64n).toBe(0n)
    expect(receipt.receipt.status).toBe('success')
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    expect(await account.isDeployed()).toBe(true)
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'))

    const found = await bundlerClient.getUserOperation({ hash })
    expect(found.entryPoint).toBe(ENTRY_POINT_ADDRESS)
    expect(found.transactionHash).toBe(receipt.receipt.transactionHash)
    expect(found.blockNumber).toBe(receipt.receipt.blockNumber)
    expect(found.userOperation).toMatchObject({ sender: account.address, nonce: receipt.nonce })
  })

  it('estimates gas limits that then carry the operation through', async () => {
    const { client, bundlerClient } = world
    const { account } = await fundedSimpleAccount()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const calls = [
      { to: recipient, value: parseEther('0.01') },
      { to: recipient, value: parseEther('0.02') },
    ]
    const estimate = await bundlerClient.estimateUserOperationGas({ account, calls })
    expect(estimate.verificationGasLimit).toBeGreaterThan(100_000n) // it deploys the account
    expect(estimate.callGasLimit).toBeGreaterThan(20_000n)
    expect(estimate.preVerificationGas).toBeGreaterThan(21_000n)

    // Exactly the estimated limits, not viem's own: they must suffice.
    const hash = await bundlerClient.sendUserOperation({ account, calls, ...estimate })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
    expect(receipt.success).toBe(true)
    expect(receipt.actualGasUsed).toBeLessThan(
      estimate.verificationGasLimit + estimate.callGasLimit + estimate.preVerificationGas,
    )
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.03'))

    // A second operation of the deployed account: no factory, a smaller verification.
    const again = await bundlerClient.estimateUserOperationGas({ account, calls })
    expect(again.verificationGasLimit).toBeLessThan(estimate.verificationGasLimit)
  })

  it('turns an EOA into a Simple7702Account with EIP-7702 through its first user operation', async () => {
    const { client, bundlerClient } = world
    const { owner, account, authorization } = await fundedDelegatingAccount()
    const recipient = privateKeyToAccount(generatePrivateKey()).address

    const hash = await bundlerClient.sendUserOperation({
      account,
      authorization,
      calls: [{ to: recipient, value: parseEther('0.2') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
    expect(receipt).toMatchObject({ success: true, sender: owner.address })
    expect(await client.getCode({ address: owner.address })).toBe(
      concat(['0xef0100', SIMPLE_7702_ACCOUNT_ADDRESS]).toLowerCase(),
    )
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.2'))
  })

  it('refuses an operation signed by someone else with a clear JSON-RPC error', async () => {
    const { bundlerClient } = world
    const { account } = await fundedSimpleAccount()
    const prepared = await bundlerClient.prepareUserOperation({
      account,
      calls: [{ to: account.address, value: 0n }],
    })
    const { account: _, ...fields } = prepared
    const userOperation = fields as UserOperation<'0.8'>
    const hash = getUserOperationHash({
      userOperation,
      entryPointAddress: ENTRY_POINT_ADDRESS,
      entryPointVersion: '0.8',
      chainId: world.chain.chainId,
    })
    const signature = await privateKeyToAccount(generatePrivateKey()).sign({ hash })
    const { status, body } = await world.rpc('eth_sendUserOperation', [
      formatUserOperationRequest({ ...userOperation, signature }),
      ENTRY_POINT_ADDRESS,
    ])
    expect(status).toBe(200)
    expect(body.error).toMatchObject({
      code: -32507,
      message: expect.stringContaining('AA24 signature error'),
    })

    // viem's client sees the same refusal.
    await expect(
      bundlerClient.sendUserOperation({
        ...userOperation,
        account,
        signature,
      } as SendUserOperationParameters),
    ).rejects.toThrow(/AA24 signature error/)
  })

  it('accepts an operation once, even when it arrives twice at the same time', async () => {
    const { bundlerClient } = world
    const { account } = await fundedSimpleAccount()
    const prepared = await bundlerClient.prepareUserOperation({ account, calls: [{ to: account.address }] })
    const { account: _, ...fields } = prepared
    const userOperation = fields as UserOperation<'0.8'>
    const request = formatUserOperationRequest({
      ...userOperation,
      signature: await account.signUserOperation(userOperation),
    })
    const answers = await Promise.all([
      world.rpc('eth_sendUserOperation', [request, ENTRY_POINT_ADDRESS]),
      world.rpc('eth_sendUserOperation', [request, ENTRY_POINT_ADDRESS]),
    ])
    const accepted = answers.filter(({ body }) => body.result !== undefined)
    expect(accepted).toHaveLength(1)
    const refused = answers.find(({ body }) => body.error)
    expect(refused?.body.error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('already known'),
    })
    const hash = accepted[0]?.body.result as Hex
    expect((await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50 })).success).toBe(
      true,
    )
  })

  it('finds operations it does not remember (a restart, another bundler) in the chain', async () => {
    const { bundlerClient } = world
    const simple = await fundedSimpleAccount()
    const delegating = await fundedDelegatingAccount()
    const hashes = [
      await bundlerClient.sendUserOperation({
        account: simple.account,
        calls: [{ to: simple.owner.address }],
      }),
      await bundlerClient.sendUserOperation({
        account: delegating.account,
        authorization: delegating.authorization,
        calls: [{ to: delegating.owner.address }],
      }),
    ]
    const other = await startBundler({ rpcUrl: world.chain.rpcUrl, privateKey: generatePrivateKey() })
    try {
      const otherClient = createBundlerClient({ client: world.client, transport: http(other.url) })
      for (const hash of hashes) {
        const receipt = await otherClient.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
        expect(receipt.success).toBe(true)
        expect(await otherClient.getUserOperation({ hash })).toEqual(
          await bundlerClient.getUserOperation({ hash }),
        )
      }
    } finally {
      await other.close()
    }
  })

  it('knows nothing of an unknown operation', async () => {
    const { body: receipt } = await world.rpc('eth_getUserOperationReceipt', [zeroHash])
    expect(receipt.result).toBeNull()
    const { body: operation } = await world.rpc('eth_getUserOperationByHash', [zeroHash])
    expect(operation.result).toBeNull()
  })

  it('refuses another EntryPoint and an operation that would revert', async () => {
    const { account } = await fundedSimpleAccount()
    const prepared = await world.bundlerClient.prepareUserOperation({
      account,
      calls: [{ to: account.address }],
    })
    const { account: _, ...fields } = prepared
    const userOperation = fields as UserOperation<'0.8'>
    const request = formatUserOperationRequest(userOperation)
    const other = await world.rpc('eth_sendUserOperation', [request, account.address])
    expect(other.body.error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('not supported'),
    })
    // 100 ETH from an account of 1 ETH: its call reverts, which the estimate says.
    const { body } = await world.rpc('eth_estimateUserOperationGas', [
      formatUserOperationRequest({
        ...userOperation,
        callData: await account.encodeCalls([{ to: account.address, value: parseEther('100') }]),
      }),
      ENTRY_POINT_ADDRESS,
    ])
    expect(body.error?.code).toBe(-32521)
  })
})
