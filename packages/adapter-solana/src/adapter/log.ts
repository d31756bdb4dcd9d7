import { loggedStep } from '@portico/core'
import type { SolanaAdapterContext } from './context.js'

/** What the adapter logs a failure of: connecting, restoring, or one of the wallet's requests (by its name). */
export type LoggedStep =
  | 'connect'
  | 'restore'
  | 'switchNetwork'
  | 'signMessage'
  | 'signTransaction'
  | 'signAllTransactions'
  | 'signAndSendTransaction'
  | 'sendTransfer'

/**
 * `running`, with its failure written to the config's logger (the step, the connector and the error's name and
 * short message; never a key, a transaction or a message being signed) before it is rethrown.
 */
export async function logged<T>(
  context: SolanaAdapterContext,
  what: LoggedStep,
  running: () => Promise<T>,
  connectorId = context.current?.connectorId,
): Promise<T> {
  return loggedStep(context.setup?.logger, 'solana', what, running, { connectorId })
}

/** A wallet event the adapter does not follow, written to the config's logger as a warning. */
export function ignored(context: SolanaAdapterContext, message: string, details: Record<string, string>) {
  context.setup?.logger.warn('solana', message, details)
}
