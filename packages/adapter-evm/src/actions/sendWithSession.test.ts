import { porticoAccountAbi } from '@portico/devnet/contracts'
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseAbi, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ExecutionRevertedError } from '../errors/node.js'
import { delegationHash } from '../sessions/delegation.js'
import { disableSessionData } from '../sessions/redeem.js'
import { readSessionState } from '../sessions/state.js'
import { anvilKeys } from '../test/devnet.js'
import { type SessionDevnet, startSessionDevnet } from '../test/sessionSetup.js'
import { sendWithSession } from './sendWithSession.js'

// Sessions on the devnet's Delegation Framework (its release build): the chain hashes and reads our
// delegations as we do, and a session key moves USDC (or ETH) out of a PorticoAccount it does not own,
// within the allowance, until the account revokes it. The account holds 100 USDC before it exists.

let devnet: SessionDevnet
const reader = () => devnet.reader
const fresh = (): Address => privateKeyToAccount(generatePrivateKey()).address
const usdc = () => devnet.chain.addresses.usdc
const usdcBalance = (address: Address) =>
  reader().readContract({ address: usdc(), abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const transfer = (to: Address, amount: bigint) => ({
  to: usdc(),
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})

beforeAll(async () => {
  devnet = await startSessionDevnet()
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

/** A session's signed delegation (the account grants it: its owner signs, ERC-1271). */
const grant = async (permission: Record<string, unknown>, rules: Record<string, unknown>[] = []) =>
  (await devnet.grant(permission, rules)).delegation

const usdcAllowance = (amount: bigint) => ({
  type: 'erc20-token-allowance',
  data: { tokenAddress: usdc(), allowanceAmount: toHex(amount) },
})

const enforcerAbi = parseAbi([
  'function getTermsInfo(bytes terms) pure returns (address token, uint256 amount)',
])
const termsAbis = {
  erc20TransferAmount: enforcerAbi,
  nativeTokenTransferAmount: parseAbi([
    'function getTermsInfo(bytes terms) pure returns (uint256 allowance)',
  ]),
  timestamp: parseAbi([
    'function getTermsInfo(bytes terms) pure returns (uint128 validAfter, uint128 validBefore)',
  ]),
  allowedTargets: parseAbi(['function getTermsInfo(bytes terms) pure returns (address[] targets)']),
}
const getDelegationHashAbi = parseAbi([
  'function getDelegationHash((address delegate, address delegator, bytes32 authority, (address enforcer, bytes terms, bytes args)[] caveats, uint256 salt, bytes signature) delegation) pure returns (bytes32)',
])

describe('the chain reads our delegations as we write them', () => {
  test('DelegationManager.getDelegationHash is delegationHash', async () => {
    for (const delegation of [
      await grant(usdcAllowance(1n)),
      await grant({ type: 'native-token-allowance', data: { allowanceAmount: '0x1' } }, [
        { type: 'payee', data: { addresses: [fresh(), fresh()] } },
      ]),
    ]) {
      const onChain = await reader().readContract({
        address: devnet.contracts.delegationManager,
        abi: getDelegationHashAbi,
        functionName: 'getDelegationHash',
        args: [delegation],
      })
      expect(onChain).toBe(delegationHash(delegation))
    }
  })

  test("each enforcer's getTermsInfo decodes our terms", async () => {
    const payees = [fresh(), fresh()]
    const erc20 = await grant(usdcAllowance(7_000_000n))
    const native = await grant(
      { type: 'native-token-allowance', data: { allowanceAmount: toHex(parseEther('0.5')) } },
      [{ type: 'payee', data: { addresses: payees } }],
    )
    const read = (enforcer: keyof typeof termsAbis, terms: Hex) =>
      reader().readContract({
        address: devnet.contracts.enforcers[enforcer],
        abi: termsAbis[enforcer] as typeof enforcerAbi,
        functionName: 'getTermsInfo',
        args: [terms],
      }) as Promise<unknown>
    const [erc20Terms, erc20Expiry] = erc20.caveats
    const [nativeTerms, noCalldata, targetTerms] = native.caveats
    expect(noCalldata).toMatchObject({ enforcer: devnet.contracts.enforcers.exactCalldata, terms: '0x' })
    expect(await read('erc20TransferAmount', erc20Terms!.terms)).toEqual([usdc(), 7_000_000n])
    const [after, before] = (await read('timestamp', erc20Expiry!.terms)) as [bigint, bigint]
    expect(after).toBe(0n)
    expect(before).toBeGreaterThan(BigInt(Math.floor(Date.now() / 1000)))
    expect(await read('nativeTokenTransferAmount', nativeTerms!.terms)).toBe(parseEther('0.5'))
    expect(await read('allowedTargets', targetTerms!.terms)).toEqual(payees)
  })
})

describe('sendWithSession', () => {
  test('deploys the account first, moves USDC within the allowance, refuses past it and once revoked', async () => {
    const { delegation, context } = await devnet.grant(usdcAllowance(50_000_000n))
    const session = devnet.walletOf(devnet.sessionKey)
    const send = (calls: Parameters<typeof sendWithSession>[1]['calls']) =>
      sendWithSession(session, {
        context,
        delegationManager: devnet.contracts.delegationManager,
        dependencies: [devnet.dependency],
        calls,
      })
    const recipient = fresh()
    expect(await reader().getCode({ address: devnet.account })).toBeUndefined()

    const first = await send([transfer(recipient, 20_000_000n)])
    expect((await reader().waitForTransactionReceipt({ hash: first })).status).toBe('success')
    expect(await reader().getCode({ address: devnet.account })).toMatch(/^0x[\da-f]+$/)
    expect(await usdcBalance(recipient)).toBe(20_000_000n)
    expect(await usdcBalance(devnet.account)).toBe(80_000_000n)
    expect(await readSessionState(reader(), { delegation, contracts: devnet.contracts })).toEqual({
      spent: 20_000_000n,
      disabled: false,
    })

    // Deployed now: the dependency is not sent again (one transaction of the session key).
    const nonce = await reader().getTransactionCount({ address: devnet.sessionKey.address })
    const second = await send([transfer(recipient, 30_000_000n)])
    expect((await reader().waitForTransactionReceipt({ hash: second })).status).toBe('success')
    expect(await reader().getTransactionCount({ address: devnet.sessionKey.address })).toBe(nonce + 1)
    expect(await readSessionState(reader(), { delegation, contracts: devnet.contracts })).toEqual({
      spent: 50_000_000n,
      disabled: false,
    })

    // Past the allowance (alone, or as the second call of two: all or nothing), another token: the chain refuses.
    await expect(send([transfer(recipient, 1n)])).rejects.toMatchObject({
      name: 'ExecutionRevertedError',
      reason: 'ERC20TransferAmountEnforcer:allowance-exceeded',
    })
    await expect(send([transfer(recipient, 0n), transfer(recipient, 1n)])).rejects.toMatchObject({
      reason: 'ERC20TransferAmountEnforcer:allowance-exceeded',
    })
    await expect(
      send([{ to: devnet.chain.addresses.ptk, data: transfer(recipient, 0n).data }]),
    ).rejects.toMatchObject({ reason: 'ERC20TransferAmountEnforcer:invalid-contract' })

    // Another key cannot use the context.
    const stranger = privateKeyToAccount(anvilKeys[1])
    await expect(
      sendWithSession(devnet.walletOf(stranger), {
        context,
        delegationManager: devnet.contracts.delegationManager,
        dependencies: [],
        calls: [transfer(recipient, 0n)],
      }),
    ).rejects.toBeInstanceOf(ExecutionRevertedError)
    expect(await usdcBalance(recipient)).toBe(50_000_000n)
  })

  test('a native allowance to named payees; the account revokes it with disableDelegation', async () => {
    await devnet.setBalance(devnet.account, parseEther('1'))
    const payee = fresh()
    const { delegation, context } = await devnet.grant(
      { type: 'native-token-allowance', data: { allowanceAmount: toHex(parseEther('0.1')) } },
      [{ type: 'payee', data: { addresses: [payee] } }],
    )
    const send = (calls: Parameters<typeof sendWithSession>[1]['calls']) =>
      sendWithSession(devnet.walletOf(devnet.sessionKey), {
        context,
        delegationManager: devnet.contracts.delegationManager,
        dependencies: [devnet.dependency],
        calls,
        publicClient: reader(),
      })

    const hash = await send([{ to: payee, value: parseEther('0.04') }])
    expect((await reader().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await reader().getBalance({ address: payee })).toBe(parseEther('0.04'))
    expect(await readSessionState(reader(), { delegation, contracts: devnet.contracts })).toEqual({
      spent: parseEther('0.04'),
      disabled: false,
    })
    await expect(send([{ to: fresh(), value: 1n }])).rejects.toMatchObject({
      reason: 'AllowedTargetsEnforcer:target-address-not-allowed',
    })
    await expect(send([{ to: payee, value: parseEther('0.07') }])).rejects.toMatchObject({
      reason: 'NativeTokenTransferAmountEnforcer:allowance-exceeded',
    })

    // The owner revokes: the account itself calls DelegationManager.disableDelegation.
    const revoke = await devnet.walletOf(devnet.owner).writeContract({
      address: devnet.account,
      abi: porticoAccountAbi,
      functionName: 'execute',
      args: [devnet.contracts.delegationManager, 0n, disableSessionData(delegation)],
    })
    expect((await reader().waitForTransactionReceipt({ hash: revoke })).status).toBe('success')
    expect(await readSessionState(reader(), { delegation, contracts: devnet.contracts })).toEqual({
      spent: parseEther('0.04'),
      disabled: true,
    })
    await expect(send([{ to: payee, value: 1n }])).rejects.toBeInstanceOf(ExecutionRevertedError)
    expect(await reader().getBalance({ address: payee })).toBe(parseEther('0.04'))
  })
})
