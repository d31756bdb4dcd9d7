import type { WalletAccount } from '@wallet-standard/base'
import { createDevWallet } from '../../createDevWallet.js'
import { ProviderRpcError } from '../../errors.js'
import { createSolanaDevWallet } from '../../solana/createSolanaDevWallet.js'
import type { DevWallet, DevWalletChain } from '../../types.js'
import type { WalletNamespace } from '../namespaces.js'
import type { WalletPageBase } from './context.js'
import { SOLANA_METHODS } from './solanaRequests.js'
import { EVENTS, EVM_METHODS } from './state.js'

/** The dev wallet of account `index` on `chain`, authorized once without a prompt (the session did that). */
export function evmWallet(page: WalletPageBase, index: number, chain: DevWalletChain): Promise<DevWallet> {
  const key = `${index}:${chain.id}`
  let wallet = page.evmWallets.get(key)
  if (!wallet) {
    wallet = (async () => {
      const dev = createDevWallet({
        chains: [chain],
        privateKey: page.evmKeys[index % page.evmKeys.length],
        policy: 'approve',
        prompt: page.prompt,
        info: { name: page.config.name },
      })
      await dev.provider.request({ method: 'eth_requestAccounts' })
      dev.setPolicy('prompt')
      return dev
    })()
    page.evmWallets.set(key, wallet)
  }
  return wallet
}

/** The Solana dev wallet of account `index` and its connected account, authorized once without a prompt. */
export function solanaWallet(page: WalletPageBase, index: number) {
  const solana = page.config.solana
  if (!solana || page.solanaKeys.length === 0)
    throw new ProviderRpcError(4901, 'This wallet has no Solana chain.')
  const slot = index % page.solanaKeys.length
  let wallet = page.solanaWallets.get(slot)
  if (!wallet) {
    wallet = (async () => {
      const dev = createSolanaDevWallet({
        rpcUrl: solana.rpcUrl,
        ...(solana.wsUrl ? { wsUrl: solana.wsUrl } : {}),
        chains: [solana.caipNetworkId],
        chainName: solana.name,
        secretKey: page.solanaKeys[slot],
        policy: 'approve',
        prompt: page.prompt,
        name: page.config.name,
      })
      const features = dev.wallet.features as {
        'standard:connect': { connect(): Promise<{ accounts: readonly WalletAccount[] }> }
      }
      const { accounts } = await features['standard:connect'].connect()
      dev.setPolicy('prompt')
      return { dev, account: accounts[0]! }
    })()
    page.solanaWallets.set(slot, wallet)
  }
  return wallet
}

/** Account `index`'s EVM and (when served) Solana addresses. */
export const addresses = async (page: WalletPageBase, index: number) => ({
  evm: (await evmWallet(page, index, page.chains[0]!)).address as string,
  solana: page.config.solana ? (await solanaWallet(page, index)).dev.address : undefined,
})

/** What the wallet serves now, per namespace, for proposals. */
export function walletNamespaces(page: WalletPageBase): Record<string, WalletNamespace> {
  const own: Record<string, WalletNamespace> = {
    eip155: {
      chains: page.chains.map((chain) => `eip155:${chain.id}`),
      address: page.state.evmAddress,
      methods: EVM_METHODS,
      events: EVENTS,
    },
  }
  if (page.config.solana && page.state.solanaAddress) {
    own.solana = {
      chains: [page.config.solana.caipNetworkId],
      address: page.state.solanaAddress,
      methods: SOLANA_METHODS,
      events: ['accountsChanged'],
    }
  }
  return own
}
