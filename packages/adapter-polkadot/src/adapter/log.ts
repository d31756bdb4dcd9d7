import { loggedStep } from '@portico/core'
import type { PolkadotAdapterContext } from './context.js'

/** What the adapter logs a failure of: connecting, restoring, or one of the extension's requests (by its name). */
export type LoggedStep = 'connect' | 'restore' | 'switchNetwork' | 'signMessage' | 'sendTransfer'

/**
 * `running`, with its failure written to the config's logger (the step, the connector and the error's name and
 * short message; never a key, an extrinsic or a message being signed) before it is rethrown.
 */
export async function logged<T>(
  context: PolkadotAdapterContext,
  what: LoggedStep,
  running: () => Promise<T>,
  connectorId = context.connection?.connectorId,
): Promise<T> {
  return loggedStep(context.setup?.logger, 'polkadot', what, running, { connectorId })
}

/** A wallet event the adapter does not follow, written to the config's logger as a warning. */
export function ignored(context: PolkadotAdapterContext, message: string, details: Record<string, string>) {
  context.setup?.logger.warn('polkadot', message, details)
}
