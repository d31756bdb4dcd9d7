import { createConfig, defineNetwork } from '@portico/core'
import { createDevWallet, type DevWallet } from '@portico/dev-wallet'
import { type Devnet, devnetAccount, startDevnet, usdCoinAbi } from '@portico/devnet'
import {
  connect,
  createConfig as createWagmiConfig,
  disconnect,
  injected,
  version as wagmiVersion,
  writeContract,
} from '@wagmi/core'
import { createPublicClient, defineChain, http, parseUnits, toHex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createWagmiAdapter } from './createWagmiAdapter.js'
import { syncWagmi } from './syncWagmi.js'
import { readWagmiConnection } from './wagmiConnection.js'

const RECEIVER = '0x000000000000000000000000000000000000bEEF'

let devnet: Devnet
beforeAll(async () => {
  // wagmi's injected connector looks for its wallet only where there is a window.
  vi.stubGlobal('window', new EventTarget())
  devnet = await startDevnet({ chainIds: [31337] })
}, 120_000)
afterAll(async () => {
  await devnet?.stop()
  vi.unstubAllGlobals()
})

/** A wagmi app with the dev wallet as its injected wallet, and Portico on the same wagmi config. */
function setup() {
  const chain = devnet.chains[0]!
  const wallet: DevWallet = createDevWallet({
    chains: [{ id: chain.chainId, name: 'Devnet', rpcUrl: chain.rpcUrl }],
    policy: 'approve',
    privateKey: toHex(devnetAccount(1).getHdKey().privateKey!),
  })
  const viemChain = defineChain({
    id: chain.chainId,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const wagmiConfig = createWagmiConfig({
    chains: [viemChain],
    connectors: [
      injected({
        target: () => ({
          id: 'dev.portico.wallet',
          name: 'Portico Dev Wallet',
          provider: wallet.provider as never,
        }),
      }),
    ],
    transports: { [viemChain.id]: http(chain.rpcUrl) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const config = createConfig({
    projectId: 'portico-test',
    networks: [
      defineNetwork({
        id: chain.chainId,
        name: 'Devnet',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
    ],
    adapters: [createWagmiAdapter({ wagmiConfig })],
    reconnectOnInit: false,
  })
  const stop = syncWagmi(config, wagmiConfig)
  const publicClient = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  return {
    config,
    wagmiConfig,
    address: devnetAccount(1).address,
    usdc: chain.addresses.usdc,
    publicClient,
    stop() {
      stop()
      config.destroy()
    },
  }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20))
  expect(check()).toBe(true)
}

// The same tests run against wagmi 3 and, aliased, wagmi 2 (`vitest.config.ts`); the title says which.
describe(`createWagmiAdapter + syncWagmi (@wagmi/core ${wagmiVersion})`, () => {
  test('runs on the wagmi major its project names', () => {
    expect(wagmiVersion.split('.')[0]).toBe(process.env.WAGMI_MAJOR ?? '3')
  })

  test("connecting through Portico connects wagmi: wagmi's writeContract sends from that account", async () => {
    const { config, wagmiConfig, address, usdc, publicClient, stop } = setup()
    await until(() => config.getAdapter('eip155')?.getConnectors().length === 1)
    await config.connect({ namespace: 'eip155', connectorId: 'dev.portico.wallet' })
    expect(config.account.get('eip155')).toMatchObject({ status: 'connected', address })
    expect(readWagmiConnection(wagmiConfig).status).toBe('connected')
    expect(wagmiConfig.state.connections.get(wagmiConfig.state.current!)?.accounts[0]).toBe(address)

    const before = await publicClient.readContract({
      address: usdc,
      abi: usdCoinAbi,
      functionName: 'balanceOf',
      args: [RECEIVER],
    })
    const hash = await writeContract(wagmiConfig, {
      address: usdc,
      abi: usdCoinAbi,
      functionName: 'transfer',
      args: [RECEIVER, parseUnits('1', 6)],
    })
    expect((await waitForTransactionReceipt(publicClient, { hash })).status).toBe('success')
    const after = await publicClient.readContract({
      address: usdc,
      abi: usdCoinAbi,
      functionName: 'balanceOf',
      args: [RECEIVER],
    })
    expect(after - before).toBe(parseUnits('1', 6))

    await config.disconnect()
    expect(readWagmiConnection(wagmiConfig).status).toBe('disconnected')
    expect(config.account.get('eip155').status).toBe('disconnected')
    stop()
  }, 60_000)

  test("connecting with wagmi's own connect connects Portico; wagmi's disconnect disconnects it", async () => {
    const { config, wagmiConfig, address, stop } = setup()
    await connect(wagmiConfig, { connector: wagmiConfig.connectors[0]! })
    await until(() => config.account.get('eip155').status === 'connected')
    expect(config.account.get('eip155').address).toBe(address)

    await disconnect(wagmiConfig)
    await until(() => config.account.get('eip155').status === 'disconnected')
    stop()
  }, 60_000)
})
