// Portico in a plain page: one config, the EVM adapter, the modal and the page buttons. Settings come from
// Vite's env (see .env.example): point them at a local `pnpm dev` of the Portico repository, or your own chain.
import { createEvmAdapter } from '@portico/adapter-evm'
import { createConfig, defineNetwork, shortenAddress, watchAccount } from '@portico/core'
import { createModal } from '@portico/ui'
import '@portico/ui/elements'

const env = import.meta.env
const network = defineNetwork({
  id: Number(env.VITE_CHAIN_ID ?? 31337),
  name: env.VITE_CHAIN_NAME ?? 'Local chain',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'] } },
})

const config = createConfig({
  projectId: env.VITE_PROJECT_ID ?? 'portico-local',
  networks: [network],
  adapters: [createEvmAdapter()],
  ...(env.VITE_API_URL && { api: { url: env.VITE_API_URL } }),
  metadata: {
    name: 'Plain HTML example',
    description: 'Portico without a framework',
    url: location.origin,
    icons: [],
  },
})

createModal({ config })
for (const button of document.querySelectorAll('portico-connect-button, portico-network-button'))
  button.config = config

// The page's own part: follow the connection with core's watchAccount.
const status = document.querySelector('#status')
const send = document.querySelector('#send')
const disconnect = document.querySelector('#disconnect')
watchAccount(config, {
  emitImmediately: true,
  onChange(account, network) {
    const connected = account?.status === 'connected' && account.address
    status.textContent = connected
      ? `Connected as ${shortenAddress(account.address)} on ${network?.name}`
      : 'Not connected.'
    send.disabled = !connected
    disconnect.disabled = !connected
  },
})

send.addEventListener('click', () => config.open({ view: 'Send' }))
disconnect.addEventListener('click', () => config.disconnect())
