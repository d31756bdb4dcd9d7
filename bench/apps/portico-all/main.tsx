// Portico with every connector and feature it has, each loading on first use: the four chain adapters with a
// network each, WalletConnect, the embedded wallet (e-mail login), sign-in with a wallet, every feature flag
// that has views, and the wallet catalogue of the API. `?api=` is the API (`apps/api`), `?relay=` the
// WalletConnect relay and `?wallet=` the wallet service (`apps/wallet-service`); only the API is asked before
// a user picks a connector. The probe times three steps: Connect's view painted and its e-mail field focused
// (from the click on Connect), and the first catalogue wallet of All wallets painted (from the click on it).
import { createBitcoinAdapter } from '@portico/adapter-bitcoin'
import { createEvmAdapter } from '@portico/adapter-evm'
import { createPolkadotAdapter } from '@portico/adapter-polkadot'
import { createSolanaAdapter } from '@portico/adapter-solana'
import { bitcoin, createConfig, mainnet, polkadot, solana } from '@portico/core'
import { embeddedWallet } from '@portico/embedded-wallet'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createSiwx, siwx } from '@portico/siwx'
import { walletConnect } from '@portico/walletconnect'
import { createRoot } from 'react-dom/client'
import { deepQuery, shown } from '../probe.js'
import { deepFocus, installStepProbe } from '../stepProbe.js'
import { BENCH_PROJECT_ID } from './project.js'

const query = new URLSearchParams(window.location.search)
const origin = window.location.origin
const apiUrl = query.get('api') ?? origin
const config = createConfig({
  projectId: BENCH_PROJECT_ID,
  networks: [mainnet, solana, polkadot, bitcoin],
  adapters: [
    createEvmAdapter(),
    createSolanaAdapter(),
    createPolkadotAdapter({ networks: [polkadot], appName: 'Portico bench' }),
    createBitcoinAdapter({ appName: 'Portico bench' }),
  ],
  api: { url: apiUrl },
  plugins: [
    walletConnect({ relayUrl: query.get('relay') ?? 'ws://127.0.0.1:4500' }),
    embeddedWallet({ url: query.get('wallet') ?? 'http://127.0.0.1:4600' }),
    siwx(
      createSiwx({ api: { url: apiUrl, projectId: BENCH_PROJECT_ID }, statement: 'Sign in to the bench' }),
    ),
  ],
  metadata: { name: 'Portico bench', description: 'Every feature', url: origin, icons: [] },
  features: {
    email: true,
    allWallets: true,
    swaps: true,
    onramp: true,
    send: true,
    receive: true,
    history: true,
    analytics: true,
    // `?legal=on`: the legal checkbox. Off when measured: until it is ticked every connect method is inert (no
    // e-mail focus, no All wallets); its code is part of the Connect view whatever the flag.
    legalCheckbox: query.get('legal') === 'on',
    // Social login and smart-account sessions have no views yet (core's `featureRequirements`: 'notBuilt').
    socials: false,
    smartSessions: false,
  },
  termsConditionsUrl: `${origin}/terms`,
  privacyPolicyUrl: `${origin}/privacy`,
})

installStepProbe([
  {
    name: 'connectView',
    click: 1,
    done: () => shown(deepQuery('portico-connect-view')?.shadowRoot?.querySelector('.view')),
  },
  {
    // The e-mail field of Connect takes focus once its code has loaded (portico-email-login > portico-input).
    name: 'emailFocused',
    click: 1,
    done: () => {
      const { element, hosts } = deepFocus()
      return element?.tagName === 'INPUT' && hosts.some((host) => host.localName === 'portico-email-login')
    },
  },
  {
    // The catalogue's wallets show in All wallets only (Connect lists the installed wallets): its first card.
    name: 'catalogueWallet',
    click: 2,
    done: () => shown(deepQuery('portico-all-wallets-view')?.shadowRoot?.querySelector('.grid .card')),
  },
])

createRoot(document.getElementById('root')!).render(
  <PorticoProvider config={config}>
    <ConnectButton />
  </PorticoProvider>,
)
