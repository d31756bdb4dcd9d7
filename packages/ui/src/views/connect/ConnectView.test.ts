import { type ChainAdapter, type Connector, defineNetwork, memoryStorage } from '@portico/core'
import { afterEach, describe, expect, test } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { deepText, queryAllDeep, queryDeep, settle } from '../../test/dom.js'
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

describe('the legal checkbox (features.legalCheckbox)', () => {
  async function mountLegal(options: Parameters<typeof createWorld>[0] = {}) {
    const storage = memoryStorage()
    const world = await createWorld({
      storage,
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.example/terms',
      privacyPolicyUrl: 'https://app.example/privacy',
      ...options,
    })
    const { element } = createModal({ config: world.config })
    world.config.open()
    await settle()
    const view = () => queryDeep(element as HTMLElement, 'portico-connect-view') as HTMLElement
    const box = () => view().shadowRoot?.querySelector<HTMLInputElement>('label.legal input[type="checkbox"]')
    const gated = () => view().shadowRoot?.querySelector<HTMLElement>('.gated')
    return { ...world, storage, element: element as HTMLElement, view, box, gated }
  }

  test('a real checkbox, labelled with the terms and privacy links, holds the wallets back until ticked', async () => {
    const { config, storage, view, box, gated } = await mountLegal()
    const checkbox = box()
    expect(checkbox?.checked).toBe(false)
    const label = checkbox?.closest('label')
    expect(label?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'I agree to the Terms of Service and the Privacy Policy',
    )
    expect(
      [...(label?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Terms of Service', 'https://app.example/terms'],
      ['Privacy Policy', 'https://app.example/privacy'],
    ])
    // The list is shown disabled: inert (no click, no focus), with a hint.
    expect(gated()?.hasAttribute('inert')).toBe(true)
    expect(gated()?.getAttribute('aria-disabled')).toBe('true')
    expect(deepText(view())).toContain('Tick the box to choose a wallet or sign in with e-mail.')
    expect(gated()?.querySelector('portico-list-item')).not.toBeNull()
    // Ticked (a click, as the space key does on a native checkbox): the list opens, remembered in storage.
    checkbox?.click()
    await settle()
    expect(gated()?.hasAttribute('inert')).toBe(false)
    expect(deepText(view())).not.toContain('Tick the box')
    expect(storage.getItem('portico.legalAccepted')).toBe('true')
    // Unticked: held back again, forgotten.
    box()?.click()
    await settle()
    expect(gated()?.hasAttribute('inert')).toBe(true)
    expect(storage.getItem('portico.legalAccepted')).toBeNull()
    expect(config.options.state.features.legalCheckbox).toBe(true)
  })

  test('remembered: a config on the same storage opens with the box ticked and the wallets available', async () => {
    const first = await mountLegal()
    first.box()?.click()
    await settle()
    document.body.innerHTML = ''
    const second = await mountLegal({ storage: first.storage })
    expect(second.box()?.checked).toBe(true)
    expect(second.gated()?.hasAttribute('inert')).toBe(false)
  })

  test('off by default: no checkbox, nothing held back', async () => {
    const { box, gated } = await mountLegal({ features: {} })
    expect(box()).toBeNull()
    expect(gated()?.hasAttribute('inert')).toBe(false)
  })
})
