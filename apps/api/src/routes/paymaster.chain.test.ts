import { type Bundler, startBundler } from '@portico/bundler'
import {
  type DevnetChain,
  devnetAccount,
  devnetChain,
  devnetPrivateKey,
  ENTRY_POINT_ADDRESS,
  SIMPLE_7702_ACCOUNT_ADDRESS,
} from '@portico/devnet/contracts'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetPaymaster } from '../chain/devnetChains.js'
import { storePolicy } from '../db/paymaster.js'
import type { Policy } from '../paymaster/policy.js'
import { startTestWorld } from '../test/startTestWorld.js'

// Gas sponsorship end to end on the devnet: viem's bundler client, with this API as its ERC-7677 paymaster, sends
// a user operation through the local bundler; the PorticoPaymaster contract pays for it.

const entryPointAbi = parseAbi(['function balanceOf(address account) view returns (uint256)'])

let world: Awaited<ReturnType<typeof startTestWorld>>
let bundler: Bundler
let chain: DevnetChain
let policy: Policy

beforeAll(async () => {
  world = await startTestWorld((devnet) => {
    chain = devnet.chains[0] as DevnetChain
    policy = {
      sponsorName: 'Portico demo',
      targets: [{ address: chain.addresses.usdc, methods: ['transfer(address,uint256)'] }],
      userDailyWei: '10000000000000000',
      projectDailyWei: '100000000000000000',
    }
    return {
      indexer: { enabled: false, intervalMs: 1000 },
      paymaster: {
        ...devnetPaymaster(chain),
        policies: [{ projectId: 'local', chainId: chain.chainId, ...policy }],
      },
    }
  })
  bundler = await startBundler({ rpcUrl: chain.rpcUrl, privateKey: devnetPrivateKey(8) })
}, 120_000)
afterAll(async () => {
  await bundler?.close()
  await world?.stop()
})

/** A fresh EOA holding 5 USDC and no ETH, as a Simple7702Account with its EIP-7702 authorization. */
async function userWithUsdc() {
  const client = createPublicClient({ chain: devnetChain(chain), transport: http(chain.rpcUrl) })
  const owner = privateKeyToAccount(generatePrivateKey())
  const funder = createWalletClient({
    account: devnetAccount(1),
    chain: devnetChain(chain),
    transport: http(chain.rpcUrl),
  })
  const funded = await funder.writeContract({
    address: chain.addresses.usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [owner.address, 5_000_000n],
  })
  await client.waitForTransactionReceipt({ hash: funded })
  const account = await toSimple7702SmartAccount({ client, owner })
  const authorization = await owner.signAuthorization({
    contractAddress: SIMPLE_7702_ACCOUNT_ADDRESS,
    chainId: chain.chainId,
    nonce: await client.getTransactionCount({ address: owner.address }),
  })
  const bundlerClient = createBundlerClient({
    account,
    client,
    transport: http(bundler.url, { retryCount: 0 }),
    paymaster: createPaymasterClient({
      transport: http(`${world.api.url}/v1/paymaster?projectId=local`, { retryCount: 0 }),
    }),
  })
  return { client, owner, account, authorization, bundlerClient }
}

const usdcTransfer = (to: Hex, amount: bigint) => ({
  to: chain.addresses.usdc,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})
const usdcOf = (client: ReturnType<typeof createPublicClient>, address: Hex) =>
  client.readContract({
    address: chain.addresses.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

describe('gas sponsorship through the bundler', () => {
  test("a sponsored USDC send leaves the user's ETH untouched; the paymaster's deposit pays", async () => {
    const { client, owner, authorization, bundlerClient } = await userWithUsdc()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const deposit = () =>
      client.readContract({
        address: ENTRY_POINT_ADDRESS,
        abi: entryPointAbi,
        functionName: 'balanceOf',
        args: [chain.addresses.porticoPaymaster],
      })
    const depositBefore = await deposit()
    const hash = await bundlerClient.sendUserOperation({
      authorization,
      calls: [usdcTransfer(recipient, 1_000_000n)],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
    expect(receipt).toMatchObject({
      success: true,
      paymaster: chain.addresses.porticoPaymaster,
    })
    expect(await usdcOf(client, recipient)).toBe(1_000_000n)
    expect(await client.getBalance({ address: owner.address })).toBe(0n)
    expect(await deposit()).toBe(depositBefore - receipt.actualGasCost)
  })

  test("past the user's daily budget the service refuses, and nothing is sent", async () => {
    const { client, owner, authorization, bundlerClient } = await userWithUsdc()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const first = await bundlerClient.sendUserOperation({
      authorization,
      calls: [usdcTransfer(recipient, 1_000_000n)],
    })
    await bundlerClient.waitForUserOperationReceipt({ hash: first, pollingInterval: 50 })
    // The budget now leaves room for half an operation more.
    const [row] = await world.api.db.query<{ wei: string }>(
      'select wei::text as wei from paymaster_spend where sender = $1',
      [owner.address.toLowerCase()],
    )
    const spent = BigInt(row?.wei ?? 0)
    expect(spent).toBeGreaterThan(0n)
    await storePolicy(world.api.db, {
      projectId: 'local',
      chainId: chain.chainId,
      policy: { ...policy, userDailyWei: ((spent * 3n) / 2n).toString() },
      now: Date.now(),
    })
    await expect(
      bundlerClient.sendUserOperation({ calls: [usdcTransfer(recipient, 1_000_000n)] }),
    ).rejects.toThrow("Today's gas sponsorship for this account is spent")
    expect(await usdcOf(client, recipient)).toBe(1_000_000n)
    expect(await client.getBalance({ address: owner.address })).toBe(0n)
    await storePolicy(world.api.db, { projectId: 'local', chainId: chain.chainId, policy, now: Date.now() })
  })

  test('a call outside the policy is refused by the service: nothing is sponsored or sent', async () => {
    const { authorization, bundlerClient } = await userWithUsdc()
    await expect(
      bundlerClient.sendUserOperation({
        authorization,
        calls: [{ to: privateKeyToAccount(generatePrivateKey()).address, value: 0n }],
      }),
    ).rejects.toThrow(/are not sponsored/)
  })
})
