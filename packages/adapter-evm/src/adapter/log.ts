import { loggedStep } from '@portico/core'
import type { EvmAdapterContext } from './context.js'

/**
 * `running`, with its failure written to the config's logger (the connector and the error's name and short
 * message; never a key or a message being signed) before it is rethrown.
 */
export async function logged<T>(
  context: EvmAdapterContext,
  what: 'connect' | 'restore',
  { connectorId }: { connectorId: string },
  running: () => Promise<T>,
): Promise<T> {
  return loggedStep(context.setup?.logger, 'eip155', what, running, { connectorId })
}
