// ConnectKit with its default config, one EVM network.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { createRoot } from 'react-dom/client'
import { createConfig, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { installProbe } from '../../../apps/probe.js'
import { projectId } from '../shared.js'

const config = createConfig(
  getDefaultConfig({ appName: 'Bench', walletConnectProjectId: projectId, chains: [mainnet] }),
)
const queryClient = new QueryClient()

// The first view has painted once the dialog holds its buttons.
installProbe(() => document.querySelector('#__CONNECTKIT__ [role="dialog"] button'))

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <ConnectKitButton />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
