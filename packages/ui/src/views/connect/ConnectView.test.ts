import { type ChainAdapter, type Connector, defineNetwork } from '@portico/core'
import { afterEach, describe, expect, test } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { queryAllDeep, settle } from '../../test/dom.js'
import { createFakeAdapter } from '../../test/fakeAdapter.js'
import { chainA, chainB, createWorld } from '../../test/world.js'
import { listConnectEntries, listConnectors } from './connectors.js'

afterEach(() => {
  document.body.innerHTML = ''
})

const injected: Connector = { id: 'injected', name: 'Injected', chain: 'eip155', type: 'INJECTED' }
const announced: Connector = {
  id: 'dev.portico.wallet',
  name: 'Portico Dev Wallet',
  chain: 'eip155',
  type: 'ANNOUNCED',
  info: { rdns: 'dev.portico.wallet' },
}

const labels = (element: HTMLElement) =>
  queryAllDeep(element, 'portico-connect-view portico-list-item').map((item) => item.getAttribute('label'))

async function mountConnect(options: Parameters<typeof createWorld>[0] = {}) {
  const world = await createWorld(options)
  const element = createModal({ config: world.config }).element as HTMLElement
  world.config.open()
  await settle()
  return { ...world, element }
}

describe('the generic Browser Wallet entry', () => {
  test('is hidden on desktop, even when no wallet announced itself', async () => {
    const { config } = await createWorld({ adapters: [createFakeAdapter([injected]).adapter] })
    expect(listConnectors(config, 'eip155', { mobile: false })).toEqual([])
  })

  test('shows on mobile only when no wallet announced itself', async () => {
    const alone = await createWorld({ adapters: [createFakeAdapter([injected]).adapter] })
    expect(listConnectors(alone.config, 'eip155', { mobile: true }).map((e) => e.connector.id)).toEqual([
      'injected',
    ])
    const withAnnounced = await createWorld({
      adapters: [createFakeAdapter([injected, announced]).adapter],
    })
    expect(
      listConnectors(withAnnounced.config, 'eip155', { mobile: true }).map((e) => e.connector.id),
    ).toEqual(['dev.portico.wallet'])
  })
})

describe('what the Connect view offers', () => {
  test('with nothing configured: wallets only (no All wallets, no e-mail or social)', async () => {
    const { element } = await mountConnect({ api: undefined })
    expect(labels(element)).toEqual(['Portico Dev Wallet', 'MetaMask'])
  })

  test('with the API: wallets, then All wallets; the allWallets flag still hides it', async () => {
    const { element } = await mountConnect()
    expect(labels(element)).toEqual(['Portico Dev Wallet', 'MetaMask', 'All wallets'])
    document.body.innerHTML = ''
    const off = await mountConnect({ features: { allWallets: false } })
    expect(labels(off.element)).toEqual(['Portico Dev Wallet', 'MetaMask'])
  })
})

describe('a wallet on several namespaces', () => {
  const solanaLocal = defineNetwork({
    id: 'localnet',
    name: 'Solana Local',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
  })

  /** The fake wallet on eip155, and a solana adapter offering the same wallet and another. */
  function twoNamespaces() {
    const evm = createFakeAdapter([announced])
    const solanaConnectors: Connector[] = [
      { ...announced, chain: 'solana' },
      { id: 'sol.only', name: 'Solana Only', chain: 'solana', type: 'ANNOUNCED', info: { rdns: 'sol.only' } },
    ]
    const connected: string[] = []
    const solana: ChainAdapter = {
      ...createFakeAdapter(solanaConnectors).adapter,
      namespace: 'solana',
      async connect({ connectorId, network }) {
        connected.push(connectorId)
        return {
          accounts: [
            { namespace: 'solana', address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', type: 'eoa' },
          ],
          caipNetworkId: network.caipNetworkId,
        }
      },
    }
    return { adapters: [evm.adapter, solana], connected }
  }

  test('is one MULTI_CHAIN entry when no namespace filter applies, and one per namespace with a filter', async () => {
    const { adapters } = twoNamespaces()
    const { config } = await createWorld({ adapters, networks: [chainA, chainB, solanaLocal] })
    const entries = listConnectEntries(config, { mobile: false })
    expect(
      entries.map((e) => [e.connector.name, e.connector.type, e.connectors.map((c) => c.chain)]),
    ).toEqual([
      ['Portico Dev Wallet', 'MULTI_CHAIN', ['eip155', 'solana']],
      ['Solana Only', 'ANNOUNCED', ['solana']],
    ])
    // A switch to another namespace filters the wallets to it.
    await config.switchNetwork(solanaLocal)
    expect(listConnectEntries(config, { mobile: false }).map((e) => e.connector.type)).toEqual([
      'ANNOUNCED',
      'ANNOUNCED',
    ])
  })
})
