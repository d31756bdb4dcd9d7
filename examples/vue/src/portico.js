import { createEvmAdapter } from '@portico/adapter-evm'
import { createConfig, defineNetwork } from '@portico/core'
import { createModal } from '@portico/ui'
import '@portico/ui/elements'

const env = import.meta.env
export const config = createConfig({
  projectId: env.VITE_PROJECT_ID ?? 'portico-local',
  networks: [
    defineNetwork({
      id: Number(env.VITE_CHAIN_ID ?? 31337),
      name: env.VITE_CHAIN_NAME ?? 'Local chain',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'] } },
    }),
  ],
  adapters: [createEvmAdapter()],
  ...(env.VITE_API_URL && { api: { url: env.VITE_API_URL } }),
})
createModal({ config })
