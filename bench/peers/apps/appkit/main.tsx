// @reown/appkit with its wagmi adapter, one EVM network, the kit's defaults.

import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { deepQuery, installProbe } from '../../../apps/probe.js'
import { projectId } from '../shared.js'

const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
createAppKit({ adapters: [wagmiAdapter], networks: [mainnet], projectId })
const queryClient = new QueryClient()

// The Connect view has painted once its shadow root holds its content.
installProbe(() => deepQuery('w3m-connect-view')?.shadowRoot?.querySelector('wui-flex'))

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <appkit-button />
    </QueryClientProvider>
  </WagmiProvider>,
)
