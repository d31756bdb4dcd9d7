import { createBitcoinAdapter } from '@portico/adapter-bitcoin'
import { createEvmAdapter } from '@portico/adapter-evm'
import { createPolkadotAdapter } from '@portico/adapter-polkadot'
import { createSolanaAdapter } from '@portico/adapter-solana'
import { type ChainAdapter, createConfig, defineNetwork, type Network } from '@portico/core'
import { embeddedWallet } from '@portico/embedded-wallet'
import { safe } from '@portico/safe'
import { createSiwx, siwx } from '@portico/siwx'
import { walletConnect } from '@portico/walletconnect'
import { bitcoinNetwork } from './bitcoinNetwork.js'
import { polkadotNetwork } from './polkadotNetwork.js'
import { solanaNetwork } from './solanaNetwork.js'
import type { DemoWorld } from './world.js'

/** The demo's Portico config: the devnet chains on the EVM adapter, and the local Bitcoin, Polkadot and Solana chains when running, against the local API. */
export function createDemoConfig(world: DemoWorld) {
  const networks = world.chains.map(({ chainId, name, rpcUrl }) =>
    defineNetwork({
      id: chainId,
      name,
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
      testnet: false,
    }),
  ) as Network[]
  const [first, ...others] = networks
  if (!first) throw new Error('portico.json lists no chains')
  const adapters: ChainAdapter[] = [createEvmAdapter({ storage: window.localStorage })]
  const query = new URLSearchParams(window.location.search)
  // `?networks=evm`: the EVM chains only (then WalletConnect signs in with the connection, in one approval).
  const evmOnly = query.get('networks') === 'evm'
  if (world.bitcoin && !evmOnly) {
    const { chain, network } = bitcoinNetwork(world.bitcoin)
    others.push(network)
    adapters.push(createBitcoinAdapter({ networks: [chain], storage: window.localStorage }))
  }
  if (world.polkadot && !evmOnly) {
    const network = polkadotNetwork(world.polkadot)
    others.push(network)
    adapters.push(
      createPolkadotAdapter({ networks: [network], storage: window.localStorage, appName: 'Portico demo' }),
    )
  }
  if (world.solana && !evmOnly) {
    others.push(solanaNetwork(world.solana))
    adapters.push(createSolanaAdapter({ storage: window.localStorage }))
  }
  const siwxMode = query.get('siwx')
  // `?walletService=<origin>`: the embedded wallet uses that wallet service instead of the world's (a test that
  // stops its own service and deletes its data, while the shared one keeps serving the other tests).
  const authUrl = serviceOrigin(query.get('walletService')) ?? world.authUrl
  // `?email=off`: no e-mail login (a page with no wallet then opens on WalletConnect's QR code or All wallets).
  const email = authUrl !== undefined && query.get('email') !== 'off'
  // `?legal=on`: the legal checkbox, linking the demo's (placeholder) terms and privacy pages.
  const legal = query.get('legal') === 'on'
  return createConfig({
    projectId: world.projectId,
    networks: [first, ...others],
    defaultNetwork: defaultNetwork(query.get('defaultNetwork'), networks),
    adapters,
    api: { url: world.apiUrl },
    plugins: [
      // Mobile and desktop wallets pair by QR code or deep link through the local relay.
      ...(world.relayUrl ? [walletConnect({ relayUrl: world.relayUrl })] : []),
      // E-mail, passkey and social logins through the local wallet service (its providers: the local stand-in).
      ...(email && authUrl ? [embeddedWallet({ url: authUrl })] : []),
      // Opened as a Safe App in the local Safe host, the demo connects to its Safe with no prompt.
      ...(world.safeHostUrl ? [safe({ origins: [new URL(world.safeHostUrl).origin] })] : []),
      // `?siwx=optional` or `?siwx=required`: sign-in with the wallet, verified by the local API.
      ...(siwxMode
        ? [
            siwx(
              createSiwx({
                api: { url: world.apiUrl, projectId: world.projectId },
                statement: 'Sign in to the Portico demo',
                required: siwxMode === 'required',
              }),
            ),
          ]
        : []),
    ],
    metadata: {
      name: 'Portico demo',
      description: 'Portico on a local devnet',
      url: window.location.origin,
      icons: [`${window.location.origin}/favicon.svg`],
    },
    // Session permissions (Account → Sessions): the demo's Session card asks for them.
    features: { email, legalCheckbox: legal, smartSessions: true },
    ...(legal && {
      termsConditionsUrl: `${window.location.origin}/terms`,
      privacyPolicyUrl: `${window.location.origin}/privacy`,
    }),
  })
}

/** The origin of a `?walletService=` value: a local http(s) address only, anything else is ignored. */
function serviceOrigin(value: string | null): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost'
    return local && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * `?defaultNetwork=<chain id>`: the EVM chain a first visit starts on. An id the page does not list is what a
 * misconfigured app would pass: the modal then shows its 'Network Not Found' alert and the page starts on the
 * first chain.
 */
function defaultNetwork(chainId: string | null, networks: Network[]): Network | undefined {
  const id = Number(chainId)
  if (!Number.isSafeInteger(id) || id <= 0) return undefined
  return (
    networks.find((network) => network.id === id) ??
    (defineNetwork({
      id,
      name: `Chain ${id}`,
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      // Never called: the network is not among the page's.
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
      testnet: false,
    }) as Network)
  )
}
