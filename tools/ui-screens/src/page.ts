// The screenshot page: a real core config on the EVM adapter, talking to the devnet and the API.
import { createEvmAdapter } from '@portico/adapter-evm'
import { createConfig, defineNetwork, webStorage } from '@portico/core'
import { createModal } from '@portico/ui'
import '@portico/ui/elements'

type PageSetup = {
  apiUrl: string
  chains: { chainId: number; rpcUrl: string }[]
  themeMode: 'dark' | 'light'
  /** Chain ids the app asks for (default: all). */
  requested?: number[]
}

const setup = (window as unknown as { __PORTICO_PAGE__: PageSetup }).__PORTICO_PAGE__

const networkIcon = (hue: number, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 62%)"/><stop offset="1" stop-color="hsl(${hue + 40} 80% 45%)"/></linearGradient></defs><circle cx="16" cy="16" r="16" fill="url(#g)"/><text x="16" y="21" font-family="Inter,Arial,sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  )}`

const networks = setup.chains
  .filter((chain) => !setup.requested || setup.requested.includes(chain.chainId))
  .map((chain, index) =>
    defineNetwork({
      id: chain.chainId,
      name: index === 0 ? 'Portico Devnet' : 'Portico Devnet B',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      assets: { imageUrl: networkIcon(index === 0 ? 220 : 300, index === 0 ? 'A' : 'B') },
    }),
  )
const [first, ...rest] = networks
if (!first) throw new Error('no networks')

const evm = createEvmAdapter({ target: window, storage: localStorage })
const config = createConfig({
  projectId: 'local',
  networks: [first, ...rest],
  adapters: [evm],
  api: { url: setup.apiUrl },
  storage: webStorage('localStorage'),
  metadata: { name: 'Portico', description: 'Screenshots', url: location.origin, icons: [] },
})
document.body.style.background = setup.themeMode === 'dark' ? '#1b1d1f' : '#eef0f3'
const modal = createModal({ config, themeMode: setup.themeMode })

for (const tag of ['portico-connect-button', 'portico-network-button'] as const) {
  const element = document.createElement(tag)
  element.config = config
  element.themeMode = setup.themeMode
  document.querySelector('#buttons')?.append(element)
}

Object.assign(window, { portico: { config, modal } })
