import { createSolanaDevWallet, type SolanaDevWallet } from './createSolanaDevWallet.js'
import type { SolanaDevWalletOptions } from './types.js'

type SolanaInjectWindow = Window & {
  __PORTICO_DEV_WALLET__?: {
    solana?: Omit<SolanaDevWalletOptions, 'prompt' | 'permissionStorage'>
    policy?: SolanaDevWalletOptions['policy']
    rememberPermission?: boolean
  }
  __portico_solana_dev_wallet__?: SolanaDevWallet
}

/**
 * The inject bundle's Solana part: when `window.__PORTICO_DEV_WALLET__.solana` is set, creates the Solana dev
 * wallet, registers it with the page's Wallet Standard registry and exposes it as
 * `window.__portico_solana_dev_wallet__`. The site's permission is kept in `localStorage` (so a reload
 * reconnects without asking) unless `__PORTICO_DEV_WALLET__.rememberPermission` is false.
 */
export function injectSolanaDevWallet(target: Window): SolanaDevWallet | undefined {
  const win = target as SolanaInjectWindow
  const config = win.__PORTICO_DEV_WALLET__?.solana
  if (!config || win.__portico_solana_dev_wallet__) return win.__portico_solana_dev_wallet__
  if (!config.rpcUrl || !config.chains?.length) {
    console.warn('[portico dev-wallet] __PORTICO_DEV_WALLET__.solana needs rpcUrl and chains; not injecting.')
    return undefined
  }
  const policy = config.policy ?? win.__PORTICO_DEV_WALLET__?.policy
  const remember = win.__PORTICO_DEV_WALLET__?.rememberPermission !== false
  const dev = createSolanaDevWallet({
    ...config,
    ...(policy ? { policy } : {}),
    // The site's permission is remembered across reloads, as real wallets do, unless the config says not to.
    ...(remember ? { permissionStorage: target.localStorage } : {}),
  })
  win.__portico_solana_dev_wallet__ = dev
  dev.register()
  return dev
}
