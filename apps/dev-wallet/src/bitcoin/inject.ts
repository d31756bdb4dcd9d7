import { type BitcoinDevWallet, createBitcoinDevWallet } from './createBitcoinDevWallet.js'
import type { BitcoinDevWalletOptions } from './types.js'

type BitcoinInjectWindow = Window & { __portico_bitcoin_dev_wallet__?: BitcoinDevWallet }

/**
 * The inject bundle's Bitcoin part: creates the Bitcoin dev wallet, registers it with the page's Wallet
 * Standard registry and exposes it as `window.__portico_bitcoin_dev_wallet__` (once per window).
 */
export function injectBitcoinDevWallet(
  target: Window,
  options: Omit<BitcoinDevWalletOptions, 'prompt'>,
): BitcoinDevWallet {
  const win = target as BitcoinInjectWindow
  if (win.__portico_bitcoin_dev_wallet__) return win.__portico_bitcoin_dev_wallet__
  const wallet = createBitcoinDevWallet(options)
  win.__portico_bitcoin_dev_wallet__ = wallet
  wallet.register()
  return wallet
}
