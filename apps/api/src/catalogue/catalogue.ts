import { readFileSync } from 'node:fs'
import { z } from 'zod'

const walletSchema = z.object({
  id: z.string(),
  name: z.string(),
  rdns: z.string().nullable(),
  /** Namespaces (eip155, solana, polkadot, bip122) the wallet serves. */
  chains: z.array(z.string()),
  homepage: z.string().nullable(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  /** Featured/recommended order: lower first. */
  order: z.number(),
  badge: z.enum(['certified', 'none']),
})

export type CatalogueWallet = z.infer<typeof walletSchema> & { image_id: string }

/** The built-in catalogue plus `extra` wallets (from the config), sorted by `order`. */
export function loadCatalogue(
  extra: readonly z.infer<typeof walletSchema>[] = [],
  path = new URL('./wallets.json', import.meta.url),
): CatalogueWallet[] {
  const wallets = [...z.array(walletSchema).parse(JSON.parse(readFileSync(path, 'utf8'))), ...extra]
  return wallets.sort((a, b) => a.order - b.order).map((wallet) => ({ ...wallet, image_id: wallet.id }))
}

export type WalletQuery = {
  page: number
  entries: number
  chains?: string[] | undefined
  include?: string[] | undefined
  exclude?: string[] | undefined
  search?: string | undefined
  badge_type?: 'certified' | 'none' | undefined
}

/** Filters then pages the catalogue; `count` is the total after filtering. */
export function queryWallets(wallets: CatalogueWallet[], query: WalletQuery) {
  const namespaces = query.chains?.map((chain) => chain.split(':')[0])
  const search = query.search?.trim().toLowerCase()
  const matching = wallets.filter(
    (wallet) =>
      (!query.include?.length || query.include.includes(wallet.id)) &&
      !query.exclude?.includes(wallet.id) &&
      (!namespaces?.length || namespaces.some((ns) => ns && wallet.chains.includes(ns))) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!query.badge_type || query.badge_type === 'none' || wallet.badge === query.badge_type),
  )
  const start = (query.page - 1) * query.entries
  return { count: matching.length, data: matching.slice(start, start + query.entries) }
}
