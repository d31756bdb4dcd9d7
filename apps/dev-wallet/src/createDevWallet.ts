import { privateKeyToAccount } from 'viem/accounts'
import { announceProvider } from './announce.js'
import { createDevWalletContext } from './devWallet/context.js'
import { handle } from './devWallet/methods.js'
import { disconnected, ProviderRpcError, toProviderError } from './errors.js'
import type { DevWallet, DevWalletOptions, EIP1193Provider } from './types.js'

/** Anvil's account 0 (from the standard test mnemonic). */
export const anvilPrivateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/**
 * A real EIP-1193 wallet backed by a private key, talking to the chains' RPC endpoints. Its steps live under
 * `devWallet/`: consent and the site's permission (`consent.ts`), chains (`chains.ts`), signing (`sign.ts`),
 * sending (`send.ts`), and the method dispatch (`methods.ts`), over one context (`context.ts`).
 */
export function createDevWallet(options: DevWalletOptions): DevWallet {
  const first = options.chains[0]
  if (!first) throw new Error('createDevWallet: `chains` needs at least one chain')
  const account = privateKeyToAccount(options.privateKey ?? anvilPrivateKey)
  const context = createDevWalletContext(options, account, first)
  const { info, emitter } = context

  const provider = {
    async request(args: { method: string; params?: unknown }) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderRpcError(-32600, 'Invalid request: expected { method, params }.')
      }
      try {
        return await handle(context, args.method, args.params)
      } catch (error) {
        throw toProviderError(error)
      }
    },
    on: emitter.on,
    removeListener: emitter.removeListener,
  } as unknown as EIP1193Provider

  return {
    provider,
    info,
    address: context.address,
    setPolicy(next) {
      context.policy = next
    },
    announce(target) {
      const on = target ?? (typeof window === 'undefined' ? undefined : window)
      if (!on) throw new Error('announce: no EventTarget given and no window')
      return announceProvider(on, { info, provider })
    },
    disconnect() {
      context.setPermission(undefined)
      emitter.emit('accountsChanged', [])
      emitter.emit('disconnect', disconnected())
    },
  }
}
