import { encodeFunctionData, erc20Abi, type Hex, numberToHex, recoverMessageAddress, slice } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accountAbi } from '../paymaster/policy.js'
import { paymasterHash } from '../paymaster/userOperation.js'
import { startTestApi } from '../test/startTestApi.js'
import { paymasterErrors } from './paymaster.js'

// The ERC-7677 paymaster service as a wallet calls it: stub data for the estimate, then signed data, for the
// operations the project's policy sponsors, within its daily budgets.

const serviceKey = generatePrivateKey()
const service = privateKeyToAccount(serviceKey)
const entryPoint = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const paymaster = '0x00000000000000000000000000000000000000aa'
const usdc = '0x00000000000000000000000000000000000000c0'
const other = '0x00000000000000000000000000000000000000d0'

let api: Awaited<ReturnType<typeof startTestApi>>
beforeAll(async () => {
  api = await startTestApi({
    paymaster: {
      signerKey: serviceKey,
      contracts: [{ chainId: 31337, address: paymaster, entryPoint }],
      policies: [
        {
          projectId: 'local',
          chainId: 31337,
          sponsorName: 'Portico demo',
          targets: [{ address: usdc, methods: ['transfer(address,uint256)'] }],
          // 1 gwei × (3 × 100,000 + 100,000) gas = 0.0004 ETH an operation: two a day per user, five per project.
          userDailyWei: '800000000000000',
          projectDailyWei: '2000000000000000',
        },
      ],
    },
  })
})
afterAll(() => api?.close())

let nextSender = 1
const newSender = () => `0x${(nextSender++).toString(16).padStart(40, '0')}` as Hex

const transfer = (to: Hex = other) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1_000_000n] })

function userOp(sender: Hex, callData: Hex) {
  return {
    sender,
    nonce: '0x0',
    callData,
    callGasLimit: numberToHex(100_000),
    verificationGasLimit: numberToHex(100_000),
    preVerificationGas: numberToHex(100_000),
    maxFeePerGas: numberToHex(1_000_000_000),
    maxPriorityFeePerGas: numberToHex(1_000_000_000),
  }
}
const execute = (target: Hex, data: Hex) =>
  encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [target, 0n, data] })

/** A JSON-RPC answer, with the fields these tests read. */
type RpcAnswer = {
  id: unknown
  result?: Record<string, string> & { sponsor?: { name: string } }
  error?: { code: number; message: string }
}

async function rpc(method: string, params: unknown, projectId = 'local') {
  const res = await api.get(`/v1/paymaster?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  })
  return { status: res.status, body: (await res.json()) as RpcAnswer }
}

describe('pm_getPaymasterStubData', () => {
  test('answers the paymaster, a stub, its gas limits and the sponsor, not final', async () => {
    const op = userOp(newSender(), execute(usdc, transfer()))
    const { status, body } = await rpc('pm_getPaymasterStubData', [op, entryPoint, '0x7a69', {}])
    expect(status).toBe(200)
    expect(body.id).toBe(7)
    expect(body.result).toMatchObject({
      paymaster,
      paymasterVerificationGasLimit: '0x186a0',
      paymasterPostOpGasLimit: '0x0',
      sponsor: { name: 'Portico demo' },
      isFinal: false,
    })
    // validUntil (6 bytes), validAfter (6 bytes) and a 65-byte signature.
    expect(((body.result?.paymasterData?.length ?? 0) - 2) / 2).toBe(77)
  })
})

describe('pm_getPaymasterData', () => {
  test("signs the operation with the service's key over the contract's hash and a window of 10 minutes", async () => {
    const op = userOp(newSender(), execute(usdc, transfer()))
    const { body } = await rpc('pm_getPaymasterData', [op, entryPoint, '0x7a69', {}])
    const data = body.result?.paymasterData as Hex
    const validUntil = Number(BigInt(slice(data, 0, 6)))
    const validAfter = Number(BigInt(slice(data, 6, 12)))
    const now = Math.floor(Date.now() / 1000)
    expect(validUntil - now).toBeGreaterThan(590)
    expect(validUntil - now).toBeLessThanOrEqual(600)
    expect(validAfter).toBeLessThanOrEqual(now)
    const hash = paymasterHash(
      { ...op, paymasterVerificationGasLimit: '0x186a0', paymasterPostOpGasLimit: '0x0' },
      { chainId: 31337, paymaster, validUntil, validAfter },
    )
    expect(await recoverMessageAddress({ message: { raw: hash }, signature: slice(data, 12) })).toBe(
      service.address,
    )
  })

  test("a batch of the policy's calls is sponsored; one call outside it is not", async () => {
    const batch = (calls: { target: Hex; value: bigint; data: Hex }[]) =>
      encodeFunctionData({ abi: accountAbi, functionName: 'executeBatch', args: [calls] })
    const inside = batch([
      { target: usdc, value: 0n, data: transfer() },
      { target: usdc, value: 0n, data: transfer(newSender()) },
    ])
    expect(
      (await rpc('pm_getPaymasterData', [userOp(newSender(), inside), entryPoint, '0x7a69', {}])).body.result,
    ).toBeDefined()
    const outside = batch([
      { target: usdc, value: 0n, data: transfer() },
      { target: other, value: 1n, data: '0x' },
    ])
    const { body } = await rpc('pm_getPaymasterData', [
      userOp(newSender(), outside),
      entryPoint,
      '0x7a69',
      {},
    ])
    expect(body.error).toEqual({
      code: paymasterErrors.notSponsored,
      message: `Calls to ${other} are not sponsored`,
    })
  })

  test('another method of a listed contract, another chain or EntryPoint, and bad params are refused', async () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [other, 1n] })
    const refused = [
      [
        [userOp(newSender(), execute(usdc, approve)), entryPoint, '0x7a69', {}],
        paymasterErrors.notSponsored,
        /method 0x095ea7b3/,
      ],
      [
        [userOp(newSender(), execute(usdc, transfer())), entryPoint, '0x1', {}],
        paymasterErrors.notSponsored,
        /chain 1/,
      ],
      [
        [userOp(newSender(), execute(usdc, transfer())), other, '0x7a69', {}],
        paymasterErrors.invalidParams,
        /EntryPoint/,
      ],
      [
        [userOp(newSender(), '0xdeadbeef'), entryPoint, '0x7a69', {}],
        paymasterErrors.notSponsored,
        /not an account call/,
      ],
      [[{ sender: 'nope' }, entryPoint, '0x7a69'], paymasterErrors.invalidParams, /Invalid params/],
      ['not a list', paymasterErrors.invalidParams, /Invalid params/],
    ] as const
    for (const [params, code, message] of refused) {
      const { status, body } = await rpc('pm_getPaymasterData', params)
      expect(status).toBe(200)
      expect(body.error?.code).toBe(code)
      expect(body.error?.message).toMatch(message)
    }
    expect((await rpc('pm_sponsorUserOperation', [])).body.error?.code).toBe(paymasterErrors.methodNotFound)
    // A project with no policy sponsors nothing.
    const quiet = await rpc(
      'pm_getPaymasterStubData',
      [userOp(newSender(), execute(usdc, transfer())), entryPoint, '0x7a69', {}],
      'quiet',
    )
    expect(quiet.body.error?.code).toBe(paymasterErrors.notSponsored)
  })

  test("a user's daily budget, then the project's, is refused clearly once spent", async () => {
    const user = newSender()
    const params = (sender: Hex) => [userOp(sender, execute(usdc, transfer())), entryPoint, '0x7a69', {}]
    expect((await rpc('pm_getPaymasterData', params(user))).body.result).toBeDefined()
    expect((await rpc('pm_getPaymasterData', params(user))).body.result).toBeDefined()
    expect((await rpc('pm_getPaymasterData', params(user))).body.error).toEqual({
      code: paymasterErrors.budgetSpent,
      message: "Today's gas sponsorship for this account is spent",
    })
    // The stub still answers (it books nothing), so a wallet estimates before it learns the budget is spent.
    expect((await rpc('pm_getPaymasterStubData', params(user))).body.result).toBeDefined()
    let last: RpcAnswer = { id: null }
    for (let i = 0; i < 5 && !last.error; i++)
      last = (await rpc('pm_getPaymasterData', params(newSender()))).body
    expect(last.error?.message).toBe("Today's gas sponsorship for this app is spent")
  })
})
