import { decodeFunctionData, encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { delegationManagerAbi } from './abis.js'
import { encodePermissionContext } from './context.js'
import { createSessionDelegation } from './delegation.js'
import { disableSessionData, redeemSessionData } from './redeem.js'
import type { SessionContracts } from './types.js'

// What the session signer sends: redeemDelegations([context], [mode], [executionCalldata]) with ERC-7579
// execution calldata; and what the account sends to revoke.

const address = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const contracts: SessionContracts = {
  delegationManager: address(0xd0),
  enforcers: {
    erc20TransferAmount: address(0xe1),
    nativeTokenTransferAmount: address(0xe2),
    timestamp: address(0xe3),
    allowedTargets: address(0xe4),
    exactCalldata: address(0xe5),
  },
}
const delegation = createSessionDelegation({
  account: address(0xacc),
  request: {
    dialect: 'execution',
    chainId: 31337,
    signer: address(0x5e55),
    permission: { type: 'erc20-token-allowance', token: address(0x70c), allowance: 100n },
    expiry: 1_900_000_000,
    request: {},
  },
  contracts,
  salt: 3n,
})
const context = encodePermissionContext([delegation])
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address(0xbeef), 25n] })

const redeemArgs = (data: Hex) => {
  const { functionName, args } = decodeFunctionData({ abi: delegationManagerAbi, data })
  expect(functionName).toBe('redeemDelegations')
  return args as readonly [readonly Hex[], readonly Hex[], readonly Hex[]]
}

describe('redeemSessionData', () => {
  test('one call: single mode (all zero), execution = target ‖ value (32 bytes) ‖ calldata', () => {
    const [contexts, modes, executions] = redeemArgs(
      redeemSessionData({ context, calls: [{ to: address(0x70c), data: transfer }] }),
    )
    expect(contexts).toEqual([context])
    expect(modes).toEqual([`0x${'00'.repeat(32)}`])
    expect(executions).toEqual([`${address(0x70c).toLowerCase()}${'00'.repeat(32)}${transfer.slice(2)}`])
  })

  test('one call with value and no data', () => {
    const [, , [execution]] = redeemArgs(
      redeemSessionData({ context, calls: [{ to: address(0xbeef), value: 255n }] }),
    )
    expect(execution).toBe(`${address(0xbeef).toLowerCase()}${'ff'.padStart(64, '0')}`)
  })

  test('several calls: one single-mode entry each, all under the same context', () => {
    const calls = [
      { to: address(0x70c), data: transfer },
      { to: address(0xbeef), value: 1n },
    ]
    const [contexts, modes, executions] = redeemArgs(redeemSessionData({ context, calls }))
    expect(contexts).toEqual([context, context])
    expect(modes).toEqual([`0x${'00'.repeat(32)}`, `0x${'00'.repeat(32)}`])
    expect(executions).toEqual([
      `${address(0x70c).toLowerCase()}${'00'.repeat(32)}${transfer.slice(2)}`,
      `${address(0xbeef).toLowerCase()}${'01'.padStart(64, '0')}`,
    ])
  })

  test('no call is refused', () => {
    expect(() => redeemSessionData({ context, calls: [] })).toThrow(
      expect.objectContaining({ field: 'calls' }),
    )
  })
})

test('disableSessionData: disableDelegation(delegation), the whole delegation with its signature', () => {
  const signed = { ...delegation, signature: '0xabcdef' as Hex }
  const { functionName, args } = decodeFunctionData({
    abi: delegationManagerAbi,
    data: disableSessionData(signed),
  })
  expect(functionName).toBe('disableDelegation')
  expect(args).toEqual([signed])
})
