import type { BaseError } from '../../errors/base.js'
import { DisconnectChainError } from '../../errors/thrown.js'
import type { ConnectionContext } from './connectionContext.js'

/**
 * Disconnects every adapter, resets account and network, forgets stored ids and emits the outcome
 * (`DISCONNECT_SUCCESS`, or `DISCONNECT_ERROR` and the first adapter's `DisconnectChainError` thrown).
 */
export async function disconnectAll({
  adapters,
  account,
  network,
  storage,
  events,
  remotes,
}: ConnectionContext): Promise<void> {
  const failures: BaseError[] = []
  await Promise.all(
    [...adapters].map(async ([namespace, adapter]) => {
      try {
        await adapter.disconnect()
      } catch (cause) {
        failures.push(new DisconnectChainError(namespace, { cause }))
      }
      remotes.delete(namespace)
      account.reset(namespace)
    }),
  )
  storage.removeItem('connectorIds')
  storage.removeItem('connectedAddresses')
  network.reset()
  const [failure] = failures
  if (failure) {
    events.emit('DISCONNECT_ERROR', { message: failure.message })
    throw failure
  }
  events.emit('DISCONNECT_SUCCESS')
}
