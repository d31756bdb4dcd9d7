// The wallet catalogue (`/getWallets`) and the analytics switch (`/getAnalyticsConfig`).
// Field names follow the wire format, so some are snake_case.

/** The catalogue fields the kit reads. */
export type CatalogueWalletFields = {
  id: string
  name: string
  image_id?: string | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  rdns?: string | null | undefined
}

/** A catalogue wallet: the fields the kit reads, and whatever else the catalogue sends. */
export type CatalogueWallet = CatalogueWalletFields & Record<string, unknown>

export type GetWalletsRequest = {
  page: number
  /** Default 40 a page, or 100 for a search. */
  entries?: number | undefined
  /** CAIP-2 ids; sent comma-separated. */
  chains?: string | readonly string[] | undefined
  include?: string | readonly string[] | undefined
  exclude?: string | readonly string[] | undefined
  search?: string | undefined
  /** 'certified' lists the recommended wallets only. */
  badge_type?: 'certified' | 'none' | undefined
}
export type GetWalletsResponse = { data: CatalogueWallet[]; count: number }
export type AnalyticsConfig = { isAnalyticsEnabled: boolean }
