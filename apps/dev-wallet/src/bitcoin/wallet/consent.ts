import type { WalletAccount } from '@wallet-standard/base'
import { ProviderRpcError, userRejected } from '../../errors.js'
import { createPrompt } from '../../prompt.js'
import type { DevWalletChain, DevWalletRequest } from '../../types.js'
import { summarizeBitcoinConnect } from '../summary.js'
import { accountsOf, type BitcoinWalletContext, emitChange, hasDocument, type Purpose } from './context.js'

function ask(context: BitcoinWalletContext, request: DevWalletRequest): Promise<boolean> {
  const { options } = context
  if (options.prompt) return options.prompt(request)
  if (!hasDocument()) return Promise.resolve(false)
  // prompt.ts prints the chain's id next to its name; a bip122 chain has a string id, not a number.
  const chain = {
    id: context.chains[0] as unknown as number,
    name: options.chainName ?? 'Bitcoin Regtest',
    rpcUrl: '',
  }
  context.defaultPrompt ??= createPrompt(document, () => ({
    address: context.keys.payment.address,
    chain: chain satisfies DevWalletChain,
    name: context.name,
  }))
  return context.defaultPrompt(request)
}

/** Resolves when the user (or the policy) approves; throws 4001 otherwise. */
export async function consent(
  context: BitcoinWalletContext,
  method: string,
  params: unknown,
  summary: string,
) {
  const { policy } = context
  const approved =
    policy === 'approve'
      ? true
      : policy === 'reject'
        ? false
        : await ask(context, { method, params, summary })
  if (!approved) throw userRejected()
}

/** Throws 4100 unless the site was given `account`. */
export function requireAuthorized(context: BitcoinWalletContext, account: WalletAccount) {
  if (!context.authorized.some((each) => each.address === account.address)) {
    throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
  }
}

const origin = () => (typeof location === 'undefined' ? undefined : location.host)

/** `bitcoin:connect`: the accounts of the purposes asked for, in that order. */
export async function connect(context: BitcoinWalletContext, { purposes }: { purposes: readonly Purpose[] }) {
  const accounts = accountsOf(context, purposes)
  const summary = summarizeBitcoinConnect(
    accounts.map((account) => account.address),
    origin(),
  )
  await consent(context, 'bitcoin:connect', { purposes }, summary)
  context.authorized = accounts
  context.permission.write(purposes.filter((purpose) => purpose in context.walletAccounts))
  emitChange(context)
  return { accounts }
}

/** Forgets the authorization and emits `change` with no accounts. */
export function disconnect(context: BitcoinWalletContext) {
  context.authorized = []
  context.permission.clear()
  emitChange(context)
}
