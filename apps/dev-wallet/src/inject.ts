// Bundled to dist/inject.js (an IIFE): reads window.__PORTICO_DEV_WALLET__, creates the wallet, sets
// window.ethereum when free, announces by EIP-6963 and exposes the instance as window.__portico_dev_wallet__.
import { createDevWallet } from './createDevWallet.js'
import { injectSolanaDevWallet } from './solana/inject.js'
import type { DevWallet, DevWalletOptions } from './types.js'

type InjectWindow = Window & {
  __PORTICO_DEV_WALLET__?: Omit<DevWalletOptions, 'prompt'>
  __portico_dev_wallet__?: DevWallet
  ethereum?: unknown
}

const target = window as InjectWindow
const config = target.__PORTICO_DEV_WALLET__

if (target.__portico_dev_wallet__) {
  // Already injected in this window.
} else if (!config?.chains?.length) {
  console.warn(
    '[portico dev-wallet] window.__PORTICO_DEV_WALLET__ = { chains: [...] } is not set; not injecting.',
  )
} else {
  const wallet = createDevWallet({
    chains: config.chains,
    privateKey: config.privateKey,
    policy: config.policy,
    info: config.info,
  })
  target.__portico_dev_wallet__ = wallet
  if (!target.ethereum) target.ethereum = wallet.provider
  wallet.announce(window)
}

// Solana: a Wallet Standard wallet when the config has a `solana` section (see solana/inject.ts).
injectSolanaDevWallet(window)
