import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { ProviderRpcError, userRejected } from '../../errors.js'
import { createPrompt } from '../../prompt.js'
import type { DevWalletChain, DevWalletRequest } from '../../types.js'
import { summarizeSolanaConnect } from '../summary.js'
import { emitChange, hasDocument, type SolanaWalletContext } from './context.js'

function ask(context: SolanaWalletContext, request: DevWalletRequest): Promise<boolean> {
  const { options, address, name } = context
  if (options.prompt) return options.prompt(request)
  if (!hasDocument()) return Promise.resolve(false)
  // prompt.ts prints the chain's id next to its name; a solana chain has a string id.
  const chain = {
    id: context.chains[0] as unknown as number,
    name: options.chainName ?? 'Solana Devnet',
    rpcUrl: '',
  }
  context.defaultPrompt ??= createPrompt(document, () => ({
    address,
    chain: chain satisfies DevWalletChain,
    name,
  }))
  return context.defaultPrompt(request)
}

/** Resolves when the user (or the policy) approves; throws 4001 otherwise. */
export async function consent(
  context: SolanaWalletContext,
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

/** Throws 4100 unless the site was given `each`. */
export function requireAuthorized(context: SolanaWalletContext, each: WalletAccount) {
  if (!context.authorized.some((known) => known.address === each.address)) {
    throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
  }
}

/** Throws 4901 when a chain is named and the wallet does not serve it. */
export function requireChain(context: SolanaWalletContext, chain: string | undefined) {
  if (chain !== undefined && !context.chains.includes(chain as IdentifierString)) {
    throw new ProviderRpcError(4901, `Unsupported chain ${chain}`)
  }
}

const origin = () => (typeof location === 'undefined' ? undefined : location.host)

/** Asks to connect the site; on approval authorizes the account, remembers it and emits `change`. */
export async function connect(context: SolanaWalletContext) {
  const { address, account } = context
  await consent(context, 'solana:connect', {}, summarizeSolanaConnect(address, origin()))
  context.authorized = [account]
  context.permission.write([address])
  emitChange(context)
}

/** Forgets the authorization and emits `change` with no accounts. */
export function disconnect(context: SolanaWalletContext) {
  context.authorized = []
  context.permission.clear()
  emitChange(context)
}
