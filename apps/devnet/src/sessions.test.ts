import { DelegationManager as delegationManagerAbi } from '@metamask/delegation-abis'
import {
  type Abi,
  type Address,
  concat,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  hashStruct,
  http,
  numberToHex,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetChain } from './devnetChain.js'
import { usdCoinAbi } from './generated/abis.js'
import { porticoAccountAbi, porticoAccountFactoryAbi } from './generated/erc4337Abis.js'
import { startDevnet } from './startDevnet.js'
import {
  BATCH_MODE,
  batchExecution,
  type Call,
  type Caveat,
  type Delegation,
  delegationTypedData,
  permissionContext,
  ROOT_AUTHORITY,
  SINGLE_MODE,
  signAsAccount,
  singleExecution,
} from './test/delegations.js'
import { publicClient, walletClient } from './test/devnetClients.js'
import type { Devnet, DevnetChain } from './types.js'

// Sessions on chain: a PorticoAccount delegates to a session key through the Delegation Framework's release build;
// the session key redeems within the caveats, and the chain refuses the rest.

let devnet: Devnet
let chain: DevnetChain
let client: PublicClient
let account: Address
const owner = privateKeyToAccount(generatePrivateKey())
const session = privateKeyToAccount(generatePrivateKey())
const payee = privateKeyToAccount(generatePrivateKey()).address
const usdc = (amount: number) => parseUnits(String(amount), 6)
// Every error a redemption can surface, so viem names it.
const errorsAbi = [...delegationManagerAbi, ...porticoAccountAbi, ...usdCoinAbi] as Abi

const wallet = (key: typeof owner) =>
  createWalletClient({ account: key, chain: devnetChain(chain), transport: http(chain.rpcUrl) })
const mined = async (hash: Hex) => (await client.waitForTransactionReceipt({ hash })).status
const latestTimestamp = async () => Number((await client.getBlock()).timestamp)
const usdcBalance = (address: Address) =>
  client.readContract({
    address: chain.addresses.usdc,
    abi: usdCoinAbi,
    functionName: 'balanceOf',
    args: [address],
  })
const usdcTransfer = (to: Address, amount: bigint): Call => ({
  to: chain.addresses.usdc,
  data: encodeFunctionData({ abi: usdCoinAbi, functionName: 'transfer', args: [to, amount] }),
})

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
  chain = devnet.chains[0]!
  client = publicClient(chain)
  const funder = walletClient(chain, 0)
  const { porticoAccountFactory: factory } = chain.addresses
  const args = [owner.address, 0n] as const
  account = await client.readContract({
    address: factory,
    abi: porticoAccountFactoryAbi,
    functionName: 'getAddress',
    args,
  })
  // The account exists before a session is used: ERC-6492's deployment, open to any caller.
  await mined(
    await funder.writeContract({
      address: factory,
      abi: porticoAccountFactoryAbi,
      functionName: 'deployForSignature',
      args,
    }),
  )
  await mined(
    await funder.writeContract({
      address: chain.addresses.usdc,
      abi: usdCoinAbi,
      functionName: 'transfer',
      args: [account, usdc(100)],
    }),
  )
  for (const [to, value] of [
    [account, parseEther('5')],
    [session.address, parseEther('1')],
    [owner.address, parseEther('1')],
  ] as const)
    await mined(await funder.sendTransaction({ to, value }))
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const domain = () => ({ chainId: chain.chainId, delegationManager: chain.addresses.delegationManager })

/** A delegation from the account to the session key, signed by the owner as the account's ERC-1271 rule. */
const delegate = (caveats: Caveat[]) =>
  signAsAccount(
    owner,
    {
      delegate: session.address,
      delegator: account,
      authority: ROOT_AUTHORITY,
      caveats,
      salt: BigInt(generatePrivateKey()),
      signature: '0x',
    },
    domain(),
  )

const caveat = (enforcer: keyof DevnetChain['addresses']['sessionEnforcers'], terms: Hex): Caveat => ({
  enforcer: chain.addresses.sessionEnforcers[enforcer],
  terms,
  args: '0x',
})
const usdcLimit = (amount: bigint) =>
  caveat('erc20TransferAmount', encodePacked(['address', 'uint256'], [chain.addresses.usdc, amount]))
const nativeLimit = (amount: bigint) =>
  caveat('nativeTokenTransferAmount', encodeAbiParameters([{ type: 'uint256' }], [amount]))
const validFor = async (seconds: number) =>
  caveat('timestamp', encodePacked(['uint128', 'uint128'], [0n, BigInt((await latestTimestamp()) + seconds)]))

/** `redeemDelegations` of the delegation, once per execution, in one transaction. */
const redemption = (delegation: Delegation, mode: Hex, ...executions: Hex[]) =>
  ({
    address: chain.addresses.delegationManager,
    abi: errorsAbi,
    functionName: 'redeemDelegations',
    args: [executions.map(() => permissionContext([delegation])), executions.map(() => mode), executions],
  }) as const

/** The session key redeems; the transaction's status. */
const redeem = async (delegation: Delegation, mode: Hex, ...executions: Hex[]) =>
  mined(await wallet(session).writeContract(redemption(delegation, mode, ...executions)))

/**
 * The chain refuses the redemption: the call reverts, and a transaction sent anyway (gas given, so nothing estimates
 * first) is mined as reverted. The revert's message, for the reason.
 */
async function refusal(delegation: Delegation, mode: Hex, ...executions: Hex[]): Promise<string> {
  const request = redemption(delegation, mode, ...executions)
  const reason = await client.simulateContract({ ...request, account: session }).then(
    () => 'accepted',
    (error: Error) => error.message,
  )
  const hash = await wallet(session).writeContract({ ...request, gas: 3_000_000n })
  expect(await mined(hash)).toBe('reverted')
  return reason
}

describe('sessions through the Delegation Framework', () => {
  it('deploys the release build and PorticoAccounts that accept executions from its DelegationManager', async () => {
    const { delegationManager, sessionEnforcers, deployer } = chain.addresses
    for (const address of [delegationManager, ...Object.values(sessionEnforcers)])
      expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{200,}$/)
    expect(
      await client.readContract({
        address: delegationManager,
        abi: delegationManagerAbi,
        functionName: 'owner',
      }),
    ).toBe(deployer)
    const [, name, version, chainId, verifyingContract] = await client.readContract({
      address: delegationManager,
      abi: delegationManagerAbi,
      functionName: 'eip712Domain',
    })
    expect({ name, version, chainId, verifyingContract }).toEqual({
      name: 'DelegationManager',
      version: '1',
      chainId: BigInt(chain.chainId),
      verifyingContract: delegationManager,
    })
    expect(
      await client.readContract({
        address: account,
        abi: porticoAccountAbi,
        functionName: 'delegationManager',
      }),
    ).toBe(delegationManager)
  })

  it("hashes a delegation as the DelegationManager's getDelegationHash does", async () => {
    const delegation = await delegate([usdcLimit(usdc(10)), await validFor(3600)])
    const { types, primaryType, message } = delegationTypedData(delegation, domain())
    expect(hashStruct({ types, primaryType, data: message })).toBe(
      await client.readContract({
        address: chain.addresses.delegationManager,
        abi: delegationManagerAbi,
        functionName: 'getDelegationHash',
        args: [delegation],
      }),
    )
  })

  it('lets the session key send 4 and 4 USDC of a 10 USDC allowance, and refuses the next 4', async () => {
    const delegation = await delegate([usdcLimit(usdc(10)), await validFor(3600)])
    const before = await usdcBalance(account)
    const four = singleExecution(usdcTransfer(payee, usdc(4)))
    expect(await redeem(delegation, SINGLE_MODE, four)).toBe('success')
    expect(await redeem(delegation, SINGLE_MODE, four)).toBe('success')
    expect(await usdcBalance(payee)).toBe(usdc(8))
    expect(await usdcBalance(account)).toBe(before - usdc(8))

    expect(await refusal(delegation, SINGLE_MODE, four)).toMatch(
      /ERC20TransferAmountEnforcer:allowance-exceeded/,
    )
    expect(await usdcBalance(payee)).toBe(usdc(8))
    expect(await usdcBalance(account)).toBe(before - usdc(8))
  })

  it('redeems several single executions in one transaction, all or nothing (how a session sends many calls)', async () => {
    const delegation = await delegate([usdcLimit(usdc(5)), await validFor(3600)])
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const two = singleExecution(usdcTransfer(receiver, usdc(2)))
    expect(await redeem(delegation, SINGLE_MODE, two, two)).toBe('success')
    expect(await usdcBalance(receiver)).toBe(usdc(4))
    // 4 of 5 spent: 1 more would fit, 1 + 2 does not, so the transaction reverts and the 1 does not move either.
    const one = singleExecution(usdcTransfer(receiver, usdc(1)))
    expect(await refusal(delegation, SINGLE_MODE, one, two)).toMatch(/allowance-exceeded/)
    expect(await usdcBalance(receiver)).toBe(usdc(4))
  })

  it('refuses a delegation still within its limit once it has expired', async () => {
    const delegation = await delegate([usdcLimit(usdc(10)), await validFor(3600)])
    const one = singleExecution(usdcTransfer(payee, usdc(1)))
    expect(await redeem(delegation, SINGLE_MODE, one)).toBe('success')
    await client.request({ method: 'evm_increaseTime' as never, params: [numberToHex(3601)] as never })
    await client.request({ method: 'evm_mine' as never, params: [] as never })
    expect(await refusal(delegation, SINGLE_MODE, one)).toMatch(/TimestampEnforcer:expired-delegation/)
  })

  it('refuses a delegation after the account disabled it', async () => {
    const delegation = await delegate([usdcLimit(usdc(10)), await validFor(3600)])
    const one = singleExecution(usdcTransfer(payee, usdc(1)))
    expect(await redeem(delegation, SINGLE_MODE, one)).toBe('success')
    const { delegationManager } = chain.addresses
    const disable = encodeFunctionData({
      abi: delegationManagerAbi,
      functionName: 'disableDelegation',
      args: [delegation],
    })
    // The owner has the account call the DelegationManager (only the delegator may disable its delegation).
    const ownerWallet = wallet(owner)
    expect(
      await mined(
        await ownerWallet.writeContract({
          address: account,
          abi: porticoAccountAbi,
          functionName: 'execute',
          args: [delegationManager, 0n, disable],
        }),
      ),
    ).toBe('success')
    expect(await refusal(delegation, SINGLE_MODE, one)).toMatch(/CannotUseADisabledDelegation/)
  })

  it('limits native transfers to their allowance and to no calldata (single executions only)', async () => {
    const noCalldata = caveat('exactCalldata', '0x')
    const delegation = await delegate([nativeLimit(parseEther('1')), noCalldata, await validFor(3600)])
    const before = await client.getBalance({ address: payee })
    const send = singleExecution({ to: payee, value: parseEther('0.6') })
    expect(await redeem(delegation, SINGLE_MODE, send)).toBe('success')
    expect(await client.getBalance({ address: payee })).toBe(before + parseEther('0.6'))
    expect(await refusal(delegation, SINGLE_MODE, send)).toMatch(
      /NativeTokenTransferAmountEnforcer:allowance-exceeded/,
    )
    // The allowance bounds value only: without the empty-calldata caveat, any call (a token's transfer) would pass.
    expect(await refusal(delegation, SINGLE_MODE, singleExecution(usdcTransfer(payee, 1n)))).toMatch(
      /ExactCalldataEnforcer:invalid-calldata/,
    )
    // The release build's enforcers read single executions only.
    const batch = batchExecution([{ to: payee, value: parseEther('0.1') }])
    expect(await refusal(delegation, BATCH_MODE, batch)).toMatch(/CaveatEnforcer:invalid-call-type/)
    expect(await client.getBalance({ address: payee })).toBe(before + parseEther('0.6'))
  })

  it('executes a batch in order, all or nothing, when the caveats allow batches', async () => {
    const delegation = await delegate([await validFor(3600)])
    const second = privateKeyToAccount(generatePrivateKey()).address
    const [payeeBefore, accountUsdc] = [
      await client.getBalance({ address: payee }),
      await usdcBalance(account),
    ]
    const batch = batchExecution([
      { to: payee, value: parseEther('0.01') },
      { to: second, value: parseEther('0.02') },
      usdcTransfer(second, usdc(3)),
    ])
    expect(await redeem(delegation, BATCH_MODE, batch)).toBe('success')
    expect(await client.getBalance({ address: payee })).toBe(payeeBefore + parseEther('0.01'))
    expect(await client.getBalance({ address: second })).toBe(parseEther('0.02'))
    expect(await usdcBalance(second)).toBe(usdc(3))

    // The last call fails (more USDC than the account has): the callee's error, and the first call undone.
    const failing = batchExecution([
      { to: payee, value: parseEther('0.01') },
      usdcTransfer(second, accountUsdc + 1n),
    ])
    expect(await refusal(delegation, BATCH_MODE, failing)).toMatch(/ERC20InsufficientBalance/)
    expect(await client.getBalance({ address: payee })).toBe(payeeBefore + parseEther('0.01'))
  })

  it('refuses a target the AllowedTargetsEnforcer does not list', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    const delegation = await delegate([
      caveat('allowedTargets', concat([payee])),
      nativeLimit(parseEther('1')),
      await validFor(3600),
    ])
    const before = await client.getBalance({ address: payee })
    expect(await redeem(delegation, SINGLE_MODE, singleExecution({ to: payee, value: 1000n }))).toBe(
      'success',
    )
    expect(await client.getBalance({ address: payee })).toBe(before + 1000n)
    expect(await refusal(delegation, SINGLE_MODE, singleExecution({ to: stranger, value: 1000n }))).toMatch(
      /AllowedTargetsEnforcer:target-address-not-allowed/,
    )
    expect(await client.getBalance({ address: stranger })).toBe(0n)
  })

  it('refuses a delegated call to the account itself, whatever the caveats allow', async () => {
    // A native allowance does not bound the calldata: without the account's own rule, it could upgrade the account.
    const delegation = await delegate([nativeLimit(parseEther('1')), await validFor(3600)])
    const upgrade = encodeFunctionData({
      abi: porticoAccountAbi,
      functionName: 'upgradeToAndCall',
      args: [payee, '0x'],
    })
    expect(await refusal(delegation, SINGLE_MODE, singleExecution({ to: account, data: upgrade }))).toMatch(
      /ExecutorCannotCallAccount/,
    )
    const anyCall = await delegate([await validFor(3600)])
    const selfCall = batchExecution([
      { to: payee, value: 1n },
      { to: account, value: 1n },
    ])
    expect(await refusal(anyCall, BATCH_MODE, selfCall)).toMatch(/ExecutorCannotCallAccount/)
  })
})
