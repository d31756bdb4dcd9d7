import { porticoAccountAbi } from '@portico/devnet/contracts'
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../adapter.js'
import { disableSessionData } from '../sessions/redeem.js'
import { SessionRequestError } from '../sessions/SessionRequestError.js'
import type { SessionContracts } from '../sessions/types.js'
import { type SessionDevnet, startSessionDevnet } from '../test/sessionSetup.js'
import { sendWithSession } from './sendWithSession.js'

// What a session has used, read through the adapter (its public client of the network) on the devnet's Delegation
// Framework (its release build): the allowance's enforcer's spend, the delegation's disabled state, the token.

let devnet: SessionDevnet
let evm: EvmAdapter
const fresh = (): Address => privateKeyToAccount(generatePrivateKey()).address
const usdc = () => devnet.chain.addresses.usdc

beforeAll(async () => {
  devnet = await startSessionDevnet()
  await devnet.setBalance(devnet.account, parseEther('1'))
  evm = createEvmAdapter({ target: new EventTarget() })
}, 120_000)

afterAll(async () => {
  evm?.destroy()
  await devnet?.stop()
})

/** The session key runs `calls` from the account (its first use deploys the account). */
async function spend(context: Hex, calls: Parameters<typeof sendWithSession>[1]['calls']) {
  const hash = await sendWithSession(devnet.walletOf(devnet.sessionKey), {
    context,
    delegationManager: devnet.contracts.delegationManager,
    dependencies: [devnet.dependency],
    calls,
  })
  expect(await devnet.mined(hash)).toBe('success')
}

describe('readSessionUsage', () => {
  test("a token session: its token's symbol and decimals, and what it has spent", async () => {
    const { context } = await devnet.grant({
      type: 'erc20-token-allowance',
      data: { tokenAddress: usdc(), allowanceAmount: toHex(10_000_000n) },
    })
    const read = () =>
      evm.readSessionUsage({ network: devnet.network, context, contracts: devnet.contracts, token: usdc() })
    expect(await read()).toEqual({ spent: 0n, disabled: false, token: { symbol: 'USDC', decimals: 6 } })
    await spend(context, [
      {
        to: usdc(),
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [fresh(), 2_500_000n] }),
      },
    ])
    expect(await read()).toEqual({
      spent: 2_500_000n,
      disabled: false,
      token: { symbol: 'USDC', decimals: 6 },
    })
  }, 60_000)

  test('a native session: what it has spent in wei, no token asked; disabled once its account disabled it', async () => {
    const { delegation, context } = await devnet.grant({
      type: 'native-token-allowance',
      data: { allowanceAmount: toHex(parseEther('0.1')) },
    })
    const read = () => evm.readSessionUsage({ network: devnet.network, context, contracts: devnet.contracts })
    expect(await read()).toEqual({ spent: 0n, disabled: false })
    await spend(context, [{ to: fresh(), value: parseEther('0.03') }])
    expect(await read()).toEqual({ spent: parseEther('0.03'), disabled: false })
    const revoke = await devnet.walletOf(devnet.owner).writeContract({
      address: devnet.account,
      abi: porticoAccountAbi,
      functionName: 'execute',
      args: [devnet.contracts.delegationManager, 0n, disableSessionData(delegation)],
    })
    expect(await devnet.mined(revoke)).toBe('success')
    expect(await read()).toEqual({ spent: parseEther('0.03'), disabled: true })
  }, 60_000)

  test('refused before the chain is asked: a context that is not one, a session of other contracts, a token that is not an address', async () => {
    const { context } = await devnet.grant({
      type: 'native-token-allowance',
      data: { allowanceAmount: toHex(1n) },
    })
    const read = (parameters: { context: string; contracts?: SessionContracts; token?: string }) =>
      evm.readSessionUsage({ network: devnet.network, contracts: devnet.contracts, ...parameters })
    await expect(read({ context: 'not hex' })).rejects.toMatchObject({
      name: 'SessionRequestError',
      field: 'permissionContext',
    })
    await expect(read({ context: '0xc0ffee' })).rejects.toBeInstanceOf(SessionRequestError)
    const { contracts } = devnet
    const others = { ...contracts, enforcers: { ...contracts.enforcers, nativeTokenTransferAmount: fresh() } }
    await expect(read({ context, contracts: others })).rejects.toBeInstanceOf(SessionRequestError)
    await expect(read({ context, token: 'USDC' })).rejects.toMatchObject({ field: 'token' })
  }, 60_000)
})
