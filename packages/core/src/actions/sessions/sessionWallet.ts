import type { ChainAdapter } from '../../adapter/types.js'
import type { AccountState } from '../../controllers/account.js'
import { type DestroyHook, perConfig } from '../../controllers/perConfig.js'
import { getErrorCode } from '../../errors/rpc.js'
import type { SessionDialect } from './sessionTypes.js'

/** An EIP-1193 request function, as the connected wallet's viem client offers it. */
export type WalletRequester = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/** What the session actions read from a config: its EVM adapter, the EVM account, and its destroy hook. */
export type SessionsConfig = DestroyHook & {
  getAdapter(namespace: 'eip155'): ChainAdapter | undefined
  account: { get(namespace: 'eip155'): Readonly<AccountState> }
}

/** The wallet, its dialect, and the account it is connected as. */
export type SessionWallet = { wallet: WalletRequester; dialect: SessionDialect; address: string | undefined }

const METHOD_NOT_FOUND = -32601
const UNSUPPORTED_METHOD = 4200

/** Whether a wallet's error says it does not have the method at all (JSON-RPC -32601 or EIP-1193 4200). */
export function isMethodMissing(error: unknown): boolean {
  const code = findErrorCode(error)
  return code === METHOD_NOT_FOUND || code === UNSUPPORTED_METHOD
}

/** The first numeric `code` along an error's causes (a viem error keeps the wallet's own code, and its error as cause). */
export function findErrorCode(error: unknown): number | undefined {
  for (let at = error, depth = 0; at && depth < 8; depth++) {
    const code = getErrorCode(at)
    if (code !== undefined) return code
    at = typeof at === 'object' && 'cause' in at ? at.cause : undefined
  }
  return undefined
}

function isRequester(value: unknown): value is WalletRequester {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'request') === 'function'
}

/**
 * The connected EVM wallet's EIP-1193 requests, as the EVM adapter passes them (`EvmAdapter.getWalletClient()`,
 * the viem client over the wallet's provider; a new one per connection). Undefined when no EVM wallet is
 * connected or the adapter has no such client.
 */
export function connectedWallet(config: SessionsConfig): WalletRequester | undefined {
  const adapter = config.getAdapter('eip155')
  const getWalletClient = adapter && Reflect.get(adapter, 'getWalletClient')
  if (typeof getWalletClient !== 'function') return undefined
  const client: unknown = getWalletClient.call(adapter)
  return isRequester(client) ? client : undefined
}

/** Per config: each connection's (wallet client's) dialect, asked once. */
const dialectsOf = perConfig(
  () => new WeakMap<WalletRequester, Promise<SessionDialect>>(),
  () => undefined,
)

/**
 * Which methods `wallet` answers, asked once per connection: a wallet that answers
 * `wallet_getSupportedExecutionPermissions` speaks the 2026 methods; one that has no such method, the older
 * `wallet_grantPermissions`. Any other error is thrown and not remembered.
 */
export function sessionDialect(config: SessionsConfig, wallet: WalletRequester): Promise<SessionDialect> {
  const dialects = dialectsOf(config)
  const known = dialects.get(wallet)
  if (known) return known
  const asked = wallet.request({ method: 'wallet_getSupportedExecutionPermissions' }).then(
    (): SessionDialect => 'execution',
    (error: unknown): SessionDialect => {
      if (isMethodMissing(error)) return 'grant'
      throw error
    },
  )
  dialects.set(wallet, asked)
  asked.catch(() => dialects.delete(wallet))
  return asked
}

/** The connected wallet and its dialect; undefined when no EVM wallet is connected. */
export async function sessionWallet(config: SessionsConfig): Promise<SessionWallet | undefined> {
  const wallet = connectedWallet(config)
  if (!wallet) return undefined
  const dialect = await sessionDialect(config, wallet)
  return { wallet, dialect, address: config.account.get('eip155').address }
}
