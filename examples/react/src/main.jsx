import { createEvmAdapter } from '@portico/adapter-evm'
import { createConfig, defineNetwork } from '@portico/core'
import {
  ConnectButton,
  NetworkButton,
  PorticoProvider,
  useAccount,
  useBalance,
  useSignMessage,
} from '@portico/react'
import { createRoot } from 'react-dom/client'

const env = import.meta.env
const config = createConfig({
  projectId: env.VITE_PROJECT_ID ?? 'portico-local',
  networks: [
    defineNetwork({
      id: Number(env.VITE_CHAIN_ID ?? 31337),
      name: env.VITE_CHAIN_NAME ?? 'Local chain',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'] } },
    }),
  ],
  adapters: [createEvmAdapter()],
  ...(env.VITE_API_URL && { api: { url: env.VITE_API_URL } }),
})

function Account() {
  const { address, chainId, isConnected } = useAccount()
  const { data: balance } = useBalance()
  const { signMessage, data: signature, error } = useSignMessage()
  if (!isConnected) return <p>Not connected.</p>
  return (
    <>
      <p data-testid="account">
        {address} on chain {chainId}
        {balance && ` · ${balance.formatted} ${balance.symbol}`}
      </p>
      <button type="button" onClick={() => signMessage('Hello from a React app').catch(() => {})}>
        Sign a message
      </button>
      {signature && <p data-testid="signature">Signed: {signature}</p>}
      {error && <p role="alert">{error.message}</p>}
    </>
  )
}

createRoot(document.getElementById('root')).render(
  <PorticoProvider config={config}>
    <header
      style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 24px' }}
    >
      <strong>My React app</strong>
      <nav style={{ display: 'flex', gap: 8 }}>
        <NetworkButton />
        <ConnectButton />
      </nav>
    </header>
    <main style={{ maxWidth: 640, margin: '48px auto', padding: '0 24px' }}>
      <Account />
    </main>
  </PorticoProvider>,
)
