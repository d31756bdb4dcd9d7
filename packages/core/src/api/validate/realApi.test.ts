import { devnetAccount } from '@portico/devnet/contracts'
import { describe, expect, inject, it } from 'vitest'
import type { CaipAddress, CaipNetworkId } from '../../caip/types.js'
import { PLACEHOLDER_QUOTE_ID } from '../constants.js'
import { createBlockchainApiClient } from '../createBlockchainApiClient.js'
import { createCatalogueClient } from '../createCatalogueClient.js'
import '../../test/swapWorld.js'

// The replies of the real blockchain API (started on the devnet by the package's global setup) pass every
// guard: the checks refuse malformed answers, not the API's own.

const world = inject('swapWorld')
const chain: CaipNetworkId = `eip155:${world.chainId}`
const native: CaipAddress = `${chain}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const usdc: CaipAddress = `${chain}:${world.usdc}`
const trader = devnetAccount(2)
// An account no other test uses, for the names and sessions it registers.
const owner = devnetAccount(9)
const sdk = { baseUrl: world.apiUrl, projectId: world.projectId, sdkType: 'portico', sdkVersion: 'test' }
const api = createBlockchainApiClient(sdk)

describe('the real API passes the reply checks', () => {
  it('supported chains, balance, history, NFTs and identity', async () => {
    expect((await api.getSupportedChains()).http).toContain(chain)
    const { balances } = await api.getBalance({ address: trader.address, caipNetworkId: chain })
    expect(balances.length).toBeGreaterThan(0)
    expect(await api.getTransactions({ account: trader.address, caipNetworkId: chain })).toHaveProperty(
      'data',
    )
    expect(await api.getNfts({ address: trader.address, caipNetworkId: chain })).toHaveProperty('nfts')
    expect(await api.getIdentity({ address: trader.address, caipNetworkId: chain })).toHaveProperty('name')
    expect(await api.getSmartAccountNetworks()).toHaveProperty('networks')
  })

  it('the swap routes and fungible prices', async () => {
    const userAddress = `${chain}:${trader.address}`
    const { tokens } = await api.getSwapTokens({ caipNetworkId: chain })
    expect(tokens.map((t) => t.symbol)).toContain('USDC')
    const gas = await api.getGasPrice({ caipNetworkId: chain })
    const { quotes } = await api.getSwapQuote({
      caipNetworkId: chain,
      amount: '1000000000000000',
      userAddress,
      from: native,
      to: usdc,
      gasPrice: gas.standard,
    })
    expect(quotes).toHaveLength(1)
    expect(
      await api.getSwapAllowance({ caipNetworkId: chain, tokenAddress: usdc, userAddress }),
    ).toHaveProperty('allowance')
    const approve = await api.buildApproveTransaction({
      caipNetworkId: chain,
      userAddress,
      from: usdc,
      to: native,
    })
    expect(approve.tx.to.toLowerCase()).toBe(world.usdc.toLowerCase())
    const swap = await api.buildSwapTransaction({
      caipNetworkId: chain,
      amount: '1000000000000000',
      from: native,
      to: usdc,
      userAddress,
    })
    expect(swap.tx.to.toLowerCase()).toBe(world.router.toLowerCase())
    const { fungibles } = await api.getTokenPrice({ caipNetworkId: chain, addresses: [usdc] })
    expect(fungibles[0]?.symbol).toBe('USDC')
  })

  it('names: register, look up, reverse and suggestions', async () => {
    const name = `guard${Date.now().toString(36)}.${api.namesZone}`
    const registered = await api.registerName({
      caipNetworkId: chain,
      address: owner.address,
      name,
      signMessage: owner.signMessage,
    })
    expect(registered.success).toBe(true)
    expect((await api.lookupName({ name, caipNetworkId: chain })).name).toBe(name)
    const names = await api.getNamesForAddress({ address: owner.address, caipNetworkId: chain })
    expect(names.map((n) => n.name)).toContain(name)
    expect(
      (await api.getNameSuggestions({ name: 'guard', caipNetworkId: chain })).suggestions.length,
    ).toBeGreaterThan(0)
  })

  it('sessions: list and revoke', async () => {
    const address: CaipAddress = `${chain}:${owner.address}`
    const pci = `pci-${Date.now()}`
    // The kit lists and revokes sessions; a wallet grants them, here straight through the API: EIP-712
    // typed data over a nonce the API issued to the account.
    const nonceReply = await fetch(
      `${world.apiUrl}/v1/sessions/nonce?projectId=${world.projectId}&address=${address}`,
    )
    const { nonce } = (await nonceReply.json()) as { nonce: string }
    const permissions = { spend: '1' }
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const signature = await owner.signTypedData({
      domain: { name: 'Portico', version: '1', chainId: world.chainId },
      types: {
        SessionGrant: [
          { name: 'pci', type: 'string' },
          { name: 'permissions', type: 'string' },
          { name: 'expiry', type: 'uint64' },
          { name: 'nonce', type: 'string' },
        ],
      },
      primaryType: 'SessionGrant',
      message: { pci, permissions: JSON.stringify(permissions), expiry: BigInt(expiry), nonce },
    })
    const granted = await fetch(`${world.apiUrl}/v1/sessions/${address}?projectId=${world.projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pci, permissions, expiry, nonce, signature }),
    })
    expect(granted.status).toBe(200)
    const { sessions } = await api.getSessions({ address, signTypedData: owner.signTypedData })
    expect(sessions.map((s) => s.pci)).toContain(pci)
    const revoked = await api.revokeSession({ address, pci, signTypedData: owner.signTypedData })
    expect(revoked).toEqual({ success: true })
  })

  it('on-ramp providers, options, quote, checkout URL and its status', async () => {
    const { providers } = await api.getOnrampProviders()
    expect(providers.map((p) => p.id)).toEqual(['portico-sandbox', 'meridian'])
    const options = await api.getOnrampOptions({ provider: 'meridian' })
    const [currency] = options.purchaseCurrencies
    expect(currency).toBeDefined()
    const quote = await api.getOnrampQuote({
      purchaseCurrency: currency!.id,
      paymentCurrency: 'USD',
      amount: '50',
      network: currency!.networks[0]?.name,
      paymentMethod: 'card',
      provider: 'meridian',
    })
    expect(quote.quoteId).not.toBe(PLACEHOLDER_QUOTE_ID)
    const { url, id } = await api.getOnrampUrl({
      destinationWallets: [{ address: trader.address, assets: [currency!.symbol] }],
      partnerUserId: 'guard-test',
      purchaseAmount: 1,
      provider: 'meridian',
    })
    expect(url).toMatch(/^https?:\/\//)
    expect(url.endsWith(`/onramp/checkout/${id}`)).toBe(true)
    expect(await api.getOnrampCheckoutStatus({ id })).toEqual({
      status: 'open',
      network: currency!.networks[0]?.name,
      asset: currency!.symbol,
    })
  })

  it('the wallet catalogue and the analytics switch', async () => {
    const catalogue = createCatalogueClient(sdk)
    const wallets = await catalogue.getWallets({ page: 1 })
    expect(wallets.data.length).toBeGreaterThan(0)
    expect(wallets.count).toBeGreaterThanOrEqual(wallets.data.length)
    expect(typeof (await catalogue.getAnalyticsConfig()).isAnalyticsEnabled).toBe('boolean')
  })
})
