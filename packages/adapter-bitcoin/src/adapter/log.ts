import { loggedStep } from '@portico/core'
import type { BitcoinAdapterContext } from './context.js'

/** What the adapter logs a failure of: connecting, restoring, or one of the wallet's requests (by its name). */
export type LoggedStep = 'connect' | 'restore' | 'switchNetwork' | 'signMessage' | 'sendTransfer'

/**
 * `running`, with its failure written to the config's logger (the step, the connector and the error's name and
 * short message; never a key, a PSBT or a message being signed) before it is rethrown.
 */
export async function logged<T>(
  context: BitcoinAdapterContext,
  what: LoggedStep,
  running: () => Promise<T>,
  connectorId = context.connection?.connectorId,
): Promise<T> {
  return loggedStep(context.setup?.logger, 'bip122', what, running, { connectorId })
}

/** A wallet event the adapter does not follow, written to the config's logger as a warning. */
export function ignored(
  context: BitcoinAdapterContext,
  message: string,
  details: Record<string, string | number>,
) {
  context.setup?.logger.warn('bip122', message, details)
}
