// The floor: plain wagmi with an injected connector and no modal; Connect shows an inline list.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useConnect, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'
import { installProbe } from '../../../apps/probe.js'

const config = createConfig({
  chains: [mainnet],
  connectors: [injected()],
  transports: { [mainnet.id]: http() },
})
const queryClient = new QueryClient()

installProbe(() => document.querySelector('[data-bench-view]'))

function Connect() {
  const [open, setOpen] = useState(false)
  const { connectors, connect } = useConnect()
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect
      </button>
      {open && (
        <div data-bench-view role="dialog" aria-label="Connect">
          {connectors.map((connector) => (
            <button type="button" key={connector.uid} onClick={() => connect({ connector })}>
              {connector.name}
            </button>
          ))}
        </div>
      )}
    </>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <Connect />
    </QueryClientProvider>
  </WagmiProvider>,
)
