// @vitest-environment node
import { createConfig, defineNetwork, memoryStorage } from '@portico/core'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
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
import { createTestAdapter } from './test/testAdapter.js'

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
