// Portico: a real config (one EVM network, the EVM adapter, the modal), the API on the page's own origin.
import { createEvmAdapter } from '@portico/adapter-evm'
import { createConfig, mainnet } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
import { deepQuery, installProbe } from '../probe.js'

const config = createConfig({
  projectId: 'bench',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  api: { url: window.location.origin },
})

// The Connect view has painted once its shadow root holds its content.
installProbe(() => deepQuery('portico-connect-view')?.shadowRoot?.querySelector('.view'))

createRoot(document.getElementById('root')!).render(
  <PorticoProvider config={config}>
    <ConnectButton />
  </PorticoProvider>,
)
