// What the dev wallets that speak the Wallet Standard (Solana, Bitcoin) share: their icon and registration.

import type { Wallet, WalletIcon } from '@wallet-standard/base'
import { icon as iconUri } from './icon.js'

/** The dev wallet's icon as the Wallet Standard wants it (a base64 data URI). */
export const walletStandardIcon = (): WalletIcon => {
  const svg = decodeURIComponent(iconUri.slice(iconUri.indexOf(',') + 1))
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

/** The Wallet Standard's window handshake (what `@wallet-standard/wallet`'s `registerWallet` does). */
export function registerOnWindow(wallet: Wallet): () => void {
  let unregister: (() => void) | undefined
  const callback = ({ register }: { register(...wallets: Wallet[]): () => void }) => {
    unregister ??= register(wallet)
  }
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  const onReady = (event: Event) => callback((event as CustomEvent).detail)
  window.addEventListener('wallet-standard:app-ready', onReady)
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onReady)
    unregister?.()
  }
}
