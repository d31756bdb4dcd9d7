// Portico with WalletConnect: the same config as the Portico app plus a relay (given as `?relay=`). No wallet is
// installed, so Connect opens on the QR code: the probe times the click until the QR code has painted.
import { createEvmAdapter } from '@portico/adapter-evm'
import { createConfig, mainnet } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { walletConnect } from '@portico/walletconnect'
import { createRoot } from 'react-dom/client'
import { deepQuery, installProbe } from '../probe.js'

const relayUrl = new URLSearchParams(window.location.search).get('relay') ?? 'ws://127.0.0.1:4500'
const config = createConfig({
  projectId: 'bench',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  api: { url: window.location.origin },
  plugins: [walletConnect({ relayUrl })],
})

// The QR code has painted once its SVG holds the modules of a pairing URI.
installProbe(() => deepQuery('portico-qr-code')?.shadowRoot?.querySelector('svg path.dots[d]'))

createRoot(document.getElementById('root')!).render(
  <PorticoProvider config={config}>
    <ConnectButton />
  </PorticoProvider>,
)
