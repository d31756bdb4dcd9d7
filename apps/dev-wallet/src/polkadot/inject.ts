import { createPolkadotDevWallet, type PolkadotDevWallet } from './createPolkadotDevWallet.js'
import type { InjectedWindowProvider, PolkadotDevWalletOptions } from './types.js'

type PolkadotInjectWindow = {
  injectedWeb3?: Record<string, InjectedWindowProvider>
  __portico_polkadot_dev_wallet__?: Promise<PolkadotDevWallet>
}

/**
 * For the inject bundle: sets `injectedWeb3[key]` at once (extensions are expected there at page load)
 * and creates the wallet behind it (sr25519 needs the crypto wasm first). The wallet instance is exposed
 * as `window.__portico_polkadot_dev_wallet__` (a promise) for tests.
 */
export function injectPolkadotDevWallet(
  target: object,
  options: Omit<PolkadotDevWalletOptions, 'prompt'>,
): void {
  const host = target as PolkadotInjectWindow
  if (host.__portico_polkadot_dev_wallet__) return
  const wallet = createPolkadotDevWallet(options)
  host.__portico_polkadot_dev_wallet__ = wallet
  host.injectedWeb3 ??= {}
  host.injectedWeb3[options.key ?? 'portico-dev-wallet'] = {
    version: '0.1.0',
    enable: async (originName) => (await wallet).extension.enable(originName),
  }
}
