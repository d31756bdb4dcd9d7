import type { Config } from '@portico/core'
import { imageStoreFor } from '../../utils/imageStore.js'
import { PREFETCH_COUNT } from './AllWalletsView.js'
import { catalogueChains, catalogueFirstPage, catalogueHighlights } from './catalogueFirstAnswers.js'

/**
 * Asks the catalogue, ahead of the person, for what All wallets shows first: its first page, the recommended
 * and featured wallets, and the first 20 images. Loaded (a chunk of its own) only when the page is idle.
 */
export async function prefetchCatalogue(config: Config): Promise<void> {
  const chains = catalogueChains(config)
  const [page] = await Promise.all([
    catalogueFirstPage(config, chains),
    catalogueHighlights(config, chains).catch(() => []),
  ])
  await imageStoreFor(config).prefetch(
    page.data.slice(0, PREFETCH_COUNT).flatMap((wallet) => (wallet.image_id ? [wallet.image_id] : [])),
  )
}
