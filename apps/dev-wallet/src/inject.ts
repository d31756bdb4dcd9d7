// Bundled to dist/inject.js (an IIFE): reads window.__PORTICO_DEV_WALLET__, creates the wallet, sets
// window.ethereum when free, announces by EIP-6963 and exposes the instance as window.__portico_dev_wallet__.
import { createDevWallet } from './createDevWallet.js'
import { injectPolkadotDevWallet } from './polkadot/inject.js'
import type { PolkadotDevWalletOptions } from './polkadot/types.js'
import type { DevWallet, DevWalletOptions } from './types.js'

type InjectWindow = Window & {
  __PORTICO_DEV_WALLET__?: Omit<DevWalletOptions, 'prompt'> & {
    polkadot?: Omit<PolkadotDevWalletOptions, 'prompt'>
  }
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

// Polkadot: a polkadot-js-compatible extension under window.injectedWeb3 when the config has a `polkadot` section.
if (config?.polkadot) injectPolkadotDevWallet(window, config.polkadot)
