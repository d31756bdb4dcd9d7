import { WalletConnectError } from '../errors.js'

/** The peer's JSON-RPC error as a `WalletConnectError`, whatever shape it came in. */
export function toWalletConnectError(error: { code?: unknown; message?: unknown; data?: unknown }) {
  return new WalletConnectError({
    code: typeof error.code === 'number' ? error.code : -32000,
    message:
      typeof error.message === 'string' && error.message
        ? error.message
        : 'The wallet answered with an error',
    ...(error.data === undefined ? {} : { data: error.data }),
  })
}
