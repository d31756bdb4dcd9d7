import type { Config as WagmiConfig } from '@wagmi/core'

/** wagmi configs the Portico adapter is connecting or disconnecting: `syncWagmi` leaves them alone meanwhile. */
const busy = new WeakMap<WagmiConfig, number>()

export const isBusy = (wagmiConfig: WagmiConfig): boolean => (busy.get(wagmiConfig) ?? 0) > 0

export async function markBusy<T>(wagmiConfig: WagmiConfig, task: () => Promise<T>): Promise<T> {
  busy.set(wagmiConfig, (busy.get(wagmiConfig) ?? 0) + 1)
  try {
    return await task()
  } finally {
    busy.set(wagmiConfig, (busy.get(wagmiConfig) ?? 1) - 1)
  }
}
