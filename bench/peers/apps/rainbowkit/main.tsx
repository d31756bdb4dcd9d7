// RainbowKit with its default wallets, one EVM network.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { installProbe } from '../../../apps/probe.js'
import { projectId } from '../shared.js'

const config = getDefaultConfig({ appName: 'Bench', projectId, chains: [mainnet] })
const queryClient = new QueryClient()

// The Connect view has painted once its wallet list is in the dialog.
installProbe(() => document.querySelector('[data-rk] [role="dialog"] [data-testid^="rk-wallet-option-"]'))

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
