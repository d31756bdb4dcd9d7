import { devnetAccount, smartAccountAbi, usdCoinAbi } from '@portico/devnet/contracts'
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http } from 'viem'
import { afterEach, inject } from 'vitest'
import type { SwapToken } from '../actions/swap/swapTypes.js'
import { getSwapController } from '../controllers/swap.js'
import type { Toast, ToastValues } from '../controllers/toasts.js'
import { createConfig } from '../createConfig.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import type { Network } from '../networks/types.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'
import { solanaLocal } from './networks.js'
import './swapWorld.js'
// setup). The wallet behind the test adapter signs with a devnet account, so every swap lands on chain.
export const world = inject('swapWorld')
export const account = devnetAccount(2)
export const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const caip = (address: string) => `eip155:${world.chainId}:${address}`

export const devnet: Network = {
  id: world.chainId,
  caipNetworkId: `eip155:${world.chainId}`,
  name: 'Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [world.rpcUrl] } },
  testnet: false,
}
// In the config but not served by the API's swap service.
export const noSwaps: Network = { ...devnet, id: 1, caipNetworkId: 'eip155:1', name: 'No swaps' }

const reader = createPublicClient({ transport: http(world.rpcUrl) })
const signer = createWalletClient({ account, transport: http(world.rpcUrl) })
const erc20 = (token: Hex) => ({
  balance: () =>
    reader.readContract({
      address: token,
      abi: usdCoinAbi,
      functionName: 'balanceOf',
      args: [account.address],
    }),
  allowance: () =>
    reader.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account.address, world.router],
    }),
})
export const usdc = erc20(world.usdc)
export const ptk = erc20(world.ptk)

const configs: { destroy(): void }[] = []
afterEach(() => {
  for (const config of configs.splice(0)) config.destroy()
})

/** A config on the devnet whose wallet sends real transactions; `wallet.reject` makes it refuse. */
export async function setup({ apiUrl = world.apiUrl, unreachablePath = '' } = {}) {
  const evm = createTestAdapter('eip155', [account.address])
  const sent: { to: string; data: string | undefined; value: bigint }[] = []
  const wallet = { reject: false }
  evm.adapter.sendTransfer = async ({ to, value, data, gas, gasPrice }) => {
    if (wallet.reject) throw new UserRejectedRequestError()
    sent.push({ to, data, value })
    const hash = await signer.sendTransaction({
      chain: null,
      to: to as Hex,
      value,
      ...(data && { data }),
      ...(gas && { gas }),
      ...(gasPrice && { gasPrice }),
    })
    await reader.waitForTransactionReceipt({ hash })
    return { hash }
  }
  const requests: string[] = []
  const config = createConfig({
    projectId: world.projectId,
    networks: [devnet, noSwaps, solanaLocal],
    // The devnet, not chain 1 (the default when nothing is stored).
    defaultNetwork: devnet,
    adapters: [
      evm.adapter,
      createTestAdapter('solana', ['So11111111111111111111111111111111111111112']).adapter,
    ],
    storage: memoryStorage(),
    api: {
      url: apiUrl,
      fetch: (input, init) => {
        requests.push(String(input))
        const url = new URL(String(input))
        // One path of the API sent to a port nobody listens on: that call fails, the others answer.
        if (unreachablePath && url.pathname === unreachablePath) url.host = '127.0.0.1:9'
        return fetch(url, init)
      },
    },
  })
  configs.push(config)
  await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  const toasts: Toast['code'][] = []
  const toastValues: (ToastValues | undefined)[] = []
  const { subscribe } = await import('valtio/vanilla')
  subscribe(
    config.toasts.state,
    () => {
      const toast = config.toasts.state.toast
      if (toast && toasts.at(-1) !== toast.code) {
        toasts.push(toast.code)
        toastValues.push(toast.values)
      }
    },
    true,
  )
  const quoteRequests = () => requests.filter((url) => url.includes('/v1/convert/quotes'))
  return {
    config,
    swap: getSwapController(config),
    sent,
    wallet,
    toasts,
    toastValues,
    requests,
    quoteRequests,
    evm,
  }
}

/**
 * Makes the test wallet one that runs batches atomically: the account delegates to the devnet's SmartAccount
 * code (EIP-7702) and calls its own `executeBatch`, so the calls land in one transaction, all or none.
 * `batches` records what it was asked to send; `reject` makes it refuse.
 */
export function atomicWallet(evm: Awaited<ReturnType<typeof setup>>['evm'], wallet: { reject: boolean }) {
  const batches: { to: string; data?: string | undefined; value?: bigint | undefined }[][] = []
  evm.adapter.supportsAtomicBatch = async () => true
  evm.adapter.sendAtomicBatch = async ({ calls }) => {
    if (wallet.reject) throw new UserRejectedRequestError()
    batches.push([...calls])
    const authorization = await signer.signAuthorization({
      contractAddress: world.smartAccount,
      executor: 'self',
    })
    const hash = await signer.writeContract({
      chain: null,
      address: account.address,
      abi: smartAccountAbi,
      functionName: 'executeBatch',
      args: [
        calls.map(({ to, data, value }) => ({ target: to as Hex, value: value ?? 0n, data: data ?? '0x' })),
      ],
      authorizationList: [authorization],
    })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('the batch reverted')
    return { hash }
  }
  return { batches }
}

export const token = (tokens: readonly SwapToken[], symbol: string) => {
  const found = tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`no ${symbol}`)
  return found
}

export async function apiQuote(from: string, to: string, amount: bigint) {
  const url = `${world.apiUrl}/v1/convert/quotes?projectId=${world.projectId}&amount=${amount}&from=${from}&to=${to}`
  const body = (await (await fetch(url)).json()) as { quotes: { toAmount: string }[] }
  return BigInt(body.quotes[0]!.toAmount)
}
