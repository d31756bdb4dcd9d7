import { type BitcoinDevWallet, createBitcoinDevWallet } from './createBitcoinDevWallet.js'
import type { BitcoinDevWalletOptions } from './types.js'

type BitcoinInjectWindow = Window & {
  __PORTICO_DEV_WALLET__?: { rememberPermission?: boolean }
  __portico_bitcoin_dev_wallet__?: BitcoinDevWallet
}

/**
 * The inject bundle's Bitcoin part: creates the Bitcoin dev wallet, registers it with the page's Wallet
 * Standard registry and exposes it as `window.__portico_bitcoin_dev_wallet__` (once per window). The site's
 * permission is kept in `localStorage` (so a reload reconnects without asking) unless
 * `__PORTICO_DEV_WALLET__.rememberPermission` is false.
 */
export function injectBitcoinDevWallet(
  target: Window,
  options: Omit<BitcoinDevWalletOptions, 'prompt' | 'permissionStorage'>,
): BitcoinDevWallet {
  const win = target as BitcoinInjectWindow
  if (win.__portico_bitcoin_dev_wallet__) return win.__portico_bitcoin_dev_wallet__
  const remember = win.__PORTICO_DEV_WALLET__?.rememberPermission !== false
  const wallet = createBitcoinDevWallet({
    ...options,
    ...(remember ? { permissionStorage: target.localStorage } : {}),
  })
  win.__portico_bitcoin_dev_wallet__ = wallet
  wallet.register()
  return wallet
}
