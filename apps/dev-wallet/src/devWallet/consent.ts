import { isAddress, isAddressEqual, numberToHex, type WalletPermission } from 'viem'
import { ProviderRpcError, unauthorized } from '../errors.js'
import { createPrompt } from '../prompt.js'
import { summarizeConnect } from '../summary.js'
import type { DevWalletRequest } from '../types.js'
import { uuid } from '../uuid.js'
import { type DevWalletContext, hasDocument } from './context.js'

const currentOrigin = () => (typeof location === 'undefined' ? undefined : location.origin)

function ask(context: DevWalletContext, request: DevWalletRequest): Promise<boolean> {
  if (context.options.prompt) return context.options.prompt(request)
  if (!hasDocument()) return Promise.resolve(false)
  context.defaultPrompt ??= createPrompt(document, () => ({
    address: context.address,
    chain: context.current,
    name: context.info.name,
  }))
  return context.defaultPrompt(request)
}

/** Resolves when the user (or the policy) approves; throws 4001 otherwise. */
export async function consent(context: DevWalletContext, method: string, params: unknown, summary: string) {
  const { policy } = context
  const approved =
    policy === 'approve'
      ? true
      : policy === 'reject'
        ? false
        : await ask(context, { method, params, summary })
  if (!approved) throw new ProviderRpcError(4001, 'User rejected the request.')
}

/** Throws 4100 unless the site is connected and `requested` (when given) is this wallet's address. */
export function requireAccount(context: DevWalletContext, requested?: unknown) {
  const { address } = context
  if (!context.permission) throw unauthorized()
  if (requested === undefined || requested === null) return
  if (
    typeof requested !== 'string' ||
    !isAddress(requested, { strict: false }) ||
    !isAddressEqual(requested, address)
  ) {
    throw unauthorized(`The account ${String(requested)} is not authorized; this wallet holds ${address}.`)
  }
}

/** Asks once to connect the site; on approval grants `eth_accounts` and emits `connect` and `accountsChanged`. */
export function connect(context: DevWalletContext, method: string, params: unknown): Promise<void> {
  if (context.permission) return Promise.resolve()
  const { address, emitter } = context
  context.connecting ??= (async () => {
    await consent(context, method, params, summarizeConnect(address, context.current, currentOrigin()))
    context.setPermission({
      id: uuid(),
      parentCapability: 'eth_accounts',
      invoker: (currentOrigin() ?? 'http://localhost') as WalletPermission['invoker'],
      caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
      date: Date.now(),
    })
    emitter.emit('connect', { chainId: numberToHex(context.current.id) })
    emitter.emit('accountsChanged', [address])
  })().finally(() => {
    context.connecting = undefined
  })
  return context.connecting
}
