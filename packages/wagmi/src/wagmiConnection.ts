import type { Config as WagmiConfig, Connector as WagmiConnector } from '@wagmi/core'

/** wagmi's connection as the bridge needs it: its status and the connector of the current connection. */
export type WagmiConnection = {
  status: WagmiConfig['state']['status']
  connector: WagmiConnector | undefined
}

/**
 * The connection, read from the config's state (`status`, `current`, `connections`), which wagmi 2 and 3 share;
 * their actions for it differ (`getAccount` in 2, `getConnection` in 3).
 */
export function readWagmiConnection(wagmiConfig: WagmiConfig): WagmiConnection {
  const { status, current, connections } = wagmiConfig.state
  return { status, connector: current ? connections.get(current)?.connector : undefined }
}

/**
 * Calls `onChange` with the connection and the one before whenever its status or connector changes (wagmi 2
 * and 3 alike, through the config's own `subscribe`). Returns a function that stops watching.
 */
export function watchWagmiConnection(
  wagmiConfig: WagmiConfig,
  onChange: (connection: WagmiConnection, previous: WagmiConnection) => void,
): () => void {
  let previous = readWagmiConnection(wagmiConfig)
  return wagmiConfig.subscribe(
    (state) => state,
    () => {
      const connection = readWagmiConnection(wagmiConfig)
      if (connection.status === previous.status && connection.connector?.uid === previous.connector?.uid)
        return
      const before = previous
      previous = connection
      onChange(connection, before)
    },
  )
}
