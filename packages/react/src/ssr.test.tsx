// @vitest-environment node
import { readFileSync } from 'node:fs'
import { cookieStorage, createConfig, defineNetwork, memoryStorage } from '@portico/core'
import { createTestAdapter } from '@portico/core/testing'
import { renderToString } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'
import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  PorticoProvider,
  useAccount,
  useBalance,
  useModal,
  useNetwork,
} from './index.js'

function Status() {
  const { status } = useAccount()
  const { caipNetwork } = useNetwork()
  const { isOpen } = useModal()
  const { tokens } = useBalance()
  return (
    <p>
      {status} on {caipNetwork?.name}, modal {isOpen ? 'open' : 'closed'}, {tokens.length} tokens
    </p>
  )
}

test('renders on the server without touching window', async () => {
  expect(typeof window).toBe('undefined')
  expect(typeof document).toBe('undefined')
  const config = createConfig({
    projectId: 'ssr',
    networks: [
      defineNetwork({
        id: 31337,
        name: 'Local A',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
      }),
    ],
    adapters: [createTestAdapter().adapter],
    storage: memoryStorage(),
  })
  const html = renderToString(
    <PorticoProvider config={config} themeMode="dark">
      <header>
        <ConnectButton className="cta" />
        <NetworkButton />
        <AccountButton />
      </header>
      <Status />
    </PorticoProvider>,
  )
  expect(html).toBe(
    '<header><portico-connect-button class="cta"></portico-connect-button>' +
      '<portico-network-button></portico-network-button><portico-account-button></portico-account-button>' +
      '</header><p>disconnected<!-- --> on <!-- -->Local A<!-- -->, modal <!-- -->closed<!-- -->, <!-- -->0<!-- --> tokens</p>',
  )
  // The UI's main entry is SSR-safe too (the provider loads it in an effect, never on the server).
  await expect(import('@portico/ui')).resolves.toBeDefined()
})

describe('server rendering with storage the server cannot read', () => {
  const network = defineNetwork({
    id: 31337,
    name: 'Local A',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  })
  const render = (storage: Parameters<typeof createConfig>[0]['storage']) => {
    const config = createConfig({
      projectId: 'ssr',
      networks: [network],
      adapters: [createTestAdapter().adapter],
      storage,
      reconnectOnInit: false,
    })
    renderToString(<PorticoProvider config={config} />)
    renderToString(<PorticoProvider config={config} />)
  }

  test('the default localStorage warns once per config in development, with the cookie fix', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      render(undefined)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/localStorage.*cookieStorage\(\{ cookie:/s)
    } finally {
      warn.mockRestore()
    }
  })

  test('cookie and memory storage do not warn, nor does a production build', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const env = process.env.NODE_ENV
    try {
      render(cookieStorage({ cookie: '' }))
      render(memoryStorage())
      process.env.NODE_ENV = 'production'
      render(undefined)
      expect(warn).not.toHaveBeenCalled()
    } finally {
      process.env.NODE_ENV = env
      warn.mockRestore()
    }
  })
})

test("the built entry is a client module ('use client' first), so Server Component files can import it", () => {
  const built = readFileSync(new URL('../dist/index.js', import.meta.url), 'utf8')
  expect(built.startsWith("'use client'")).toBe(true)
})
