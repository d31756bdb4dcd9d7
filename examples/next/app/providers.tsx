'use client'
import { createEvmAdapter } from '@portico/adapter-evm'
import { cookieStorage, createConfig, defineNetwork } from '@portico/core'
import { PorticoProvider } from '@portico/react'
import { type ReactNode, useState } from 'react'
import type { Settings } from './settings'

/**
 * One config per request on the server (and one per page in the browser), stored in cookies: the server reads
 * the request's Cookie header, so a returning visitor's account renders on the server exactly as the browser's
 * first render shows it, with no hydration mismatch.
 */
export function Providers({
  cookie,
  settings,
  children,
}: {
  cookie: string | null
  settings: Settings
  children: ReactNode
}) {
  const [config] = useState(() =>
    createConfig({
      projectId: settings.projectId,
      networks: [
        defineNetwork({
          id: settings.chainId,
          name: settings.chainName,
          chainNamespace: 'eip155',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [settings.rpcUrl] } },
        }),
      ],
      adapters: [createEvmAdapter()],
      ...(settings.apiUrl && { api: { url: settings.apiUrl } }),
      // The stored account shows at once; the wallet is asked after hydration, so both renders agree.
      ssr: true,
      storage: cookieStorage({ cookie: cookie ?? undefined }),
      metadata: { name: 'Next.js example', description: 'Portico with server rendering', url: '', icons: [] },
    }),
  )
  return <PorticoProvider config={config}>{children}</PorticoProvider>
}
