import { proxy } from 'valtio/vanilla'
import type { Storage } from '../storage/createStorage.js'
import type { RecentWallet } from '../storage/items.js'

/** How many recent wallets are remembered: the latest two. */
export const RECENT_WALLETS_LIMIT = 2

export function createRecentWalletsController({ storage }: { storage: Storage }) {
  const state = proxy<{ wallets: RecentWallet[] }>({ wallets: storage.getItem('recentWallets') ?? [] })
  return {
    state,
    /** Puts the wallet first, without duplicates, keeping at most two. */
    add(wallet: RecentWallet) {
      const wallets = [wallet, ...state.wallets.filter((w) => w.id !== wallet.id)].slice(
        0,
        RECENT_WALLETS_LIMIT,
      )
      state.wallets = wallets
      storage.setItem('recentWallets', wallets)
    },
    clear() {
      state.wallets = []
      storage.removeItem('recentWallets')
    },
  }
}

export type RecentWalletsController = ReturnType<typeof createRecentWalletsController>
