// Bundled to dist/inject.js (an IIFE): reads window.__PORTICO_DEV_WALLET__ and injects each wallet it
// configures. EVM (`chains`): sets window.ethereum when free, announces by EIP-6963, exposes the instance as
// window.__portico_dev_wallet__; with `smartAccount` it acts as that smart account (signing with the key as its
// owner), with `eip7702` it offers to upgrade the key's own account in place for atomic batches. Bitcoin (`bitcoin`): registers a Wallet Standard wallet, exposed as
// window.__portico_bitcoin_dev_wallet__.
import { injectBitcoinDevWallet } from './bitcoin/inject.js'
import type { BitcoinDevWalletOptions } from './bitcoin/types.js'
import { createDevWallet } from './createDevWallet.js'
import { injectPolkadotDevWallet } from './polkadot/inject.js'
import type { PolkadotDevWalletOptions } from './polkadot/types.js'
import { injectSolanaDevWallet } from './solana/inject.js'
import type { SolanaDevWalletOptions } from './solana/types.js'
import type { DevWallet, DevWalletOptions } from './types.js'

export type InjectConfig = Partial<Omit<DevWalletOptions, 'prompt' | 'permissionStorage'>> & {
  /** Remember the site's permission in localStorage across reloads, as real wallets do (default true). */
  rememberPermission?: boolean
  bitcoin?: Omit<BitcoinDevWalletOptions, 'prompt' | 'policy'>
  polkadot?: Omit<PolkadotDevWalletOptions, 'prompt'>
  solana?: Omit<SolanaDevWalletOptions, 'prompt'>
}

type InjectWindow = Window & {
  __PORTICO_DEV_WALLET__?: InjectConfig
  __portico_dev_wallet__?: DevWallet
  ethereum?: unknown
}

const target = window as InjectWindow
const config = target.__PORTICO_DEV_WALLET__

if (!config?.chains?.length && !config?.bitcoin && !config?.polkadot && !config?.solana) {
  console.warn(
    '[portico dev-wallet] window.__PORTICO_DEV_WALLET__ = { chains: [...] } (or { bitcoin }, { polkadot }, { solana }) is not set; not injecting.',
  )
}

if (config?.chains?.length && !target.__portico_dev_wallet__) {
  const wallet = createDevWallet({
    chains: config.chains,
    privateKey: config.privateKey,
    policy: config.policy,
    info: config.info,
    smartAccount: config.smartAccount,
    eip7702: config.eip7702,
    permissionStorage: config.rememberPermission === false ? undefined : window.localStorage,
  })
  target.__portico_dev_wallet__ = wallet
  if (!target.ethereum) target.ethereum = wallet.provider
  wallet.announce(window)
}

// Bitcoin (`bitcoin`): a Wallet Standard wallet, exposed as window.__portico_bitcoin_dev_wallet__.
if (config?.bitcoin) injectBitcoinDevWallet(window, { ...config.bitcoin, policy: config.policy })

// Polkadot (`polkadot`): a polkadot-js-compatible extension under window.injectedWeb3, exposed (a promise)
// as window.__portico_polkadot_dev_wallet__.
if (config?.polkadot)
  injectPolkadotDevWallet(window, { ...config.polkadot, policy: config.polkadot.policy ?? config.policy })
// Solana: a Wallet Standard wallet when the config has a `solana` section (see solana/inject.ts).
injectSolanaDevWallet(window)
