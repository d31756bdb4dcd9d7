import { createConfig, defineNetwork } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createWagmiAdapter, syncWagmi } from '@portico/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { defineChain, erc20Abi, parseUnits } from 'viem'
import {
  createConfig as createWagmiConfig,
  http,
  injected,
  useAccount,
  useConnect,
  useWriteContract,
  WagmiProvider,
} from 'wagmi'

const env = import.meta.env
const chainId = Number(env.VITE_CHAIN_ID ?? 31337)
const rpcUrl = env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'
const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
/** The ERC-20 token the button sends 1 unit of (6 decimals, like USDC), and to whom. */
const token = env.VITE_TOKEN_ADDRESS
const receiver = env.VITE_RECEIVER ?? '0x000000000000000000000000000000000000bEEF'

// The app's wagmi config, as it was before Portico.
const chain = defineChain({
  id: chainId,
  name: 'Local chain',
  nativeCurrency,
  rpcUrls: { default: { http: [rpcUrl] } },
})
const wagmiConfig = createWagmiConfig({
  chains: [chain],
  connectors: [injected()],
  transports: { [chain.id]: http(rpcUrl) },
})

// Portico on top of it: the modal lists wagmi's wallets and connects wagmi with them.
const config = createConfig({
  projectId: env.VITE_PROJECT_ID ?? 'portico-local',
  networks: [
    defineNetwork({
      id: chainId,
      name: 'Local chain',
      chainNamespace: 'eip155',
      nativeCurrency,
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
  ],
  adapters: [createWagmiAdapter({ wagmiConfig })],
  ...(env.VITE_API_URL && { api: { url: env.VITE_API_URL } }),
})
// wagmi's own connect and disconnect reach Portico too.
syncWagmi(config, wagmiConfig)

const queryClient = new QueryClient()

function WagmiAccount() {
  const { address, chainId, isConnected } = useAccount()
  const { connect, connectors } = useConnect()
  const { writeContract, data: hash, error } = useWriteContract()
  if (!isConnected)
    return (
      <>
        <p>wagmi: not connected.</p>
        <button type="button" onClick={() => connect({ connector: connectors[0] })}>
          Connect with wagmi
        </button>
      </>
    )
  return (
    <>
      <p data-testid="wagmi-account">
        wagmi: {address} on chain {chainId}
      </p>
      <button
        type="button"
        disabled={!token}
        onClick={() =>
          writeContract({
            address: token,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [receiver, parseUnits('1', 6)],
          })
        }
      >
        Send 1 USDC with wagmi
      </button>
      {hash && <p data-testid="hash">Sent: {hash}</p>}
      {error && <p role="alert">{error.shortMessage ?? error.message}</p>}
    </>
  )
}

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <PorticoProvider config={config}>
        <header
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            padding: '12px 24px',
          }}
        >
          <strong>My wagmi app</strong>
          <ConnectButton />
        </header>
        <main style={{ maxWidth: 640, margin: '48px auto', padding: '0 24px' }}>
          <WagmiAccount />
        </main>
      </PorticoProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
