import { CATALOGUE_HIGHLIGHT_COUNT, type Config, type GetWalletsResponse, perConfig } from '@portico/core'
import { connectNamespace } from '../connect/connectors.js'

/** The requested networks of the listed namespace, as the catalogue's `chains`. */
export function catalogueChains(config: Config): string[] {
  const namespace = connectNamespace(config)
  return config.network.state.requestedCaipNetworks
    .filter((network) => network.chainNamespace === namespace)
    .map((network) => network.caipNetworkId)
}

type Answers = Map<string, Promise<unknown>>
const answersFor = perConfig<Config, Answers>(
  () => new Map(),
  (answers) => answers.clear(),
)

/** One answer per config and key, shared by whoever asks; a failed one is forgotten so the next ask retries. */
function once<T>(config: Config, key: string, ask: () => Promise<T>): Promise<T> {
  const answers = answersFor(config)
  const known = answers.get(key) as Promise<T> | undefined
  if (known) return known
  const asked = ask()
  answers.set(key, asked)
  asked.catch(() => answers.delete(key))
  return asked
}

/**
 * The catalogue's first page for these chains, asked once per config: the idle prefetch and All wallets share
 * it, so opening All wallets after the prefetch asks nothing again.
 */
export function catalogueFirstPage(config: Config, chains: string[]): Promise<GetWalletsResponse> {
  const catalogue = config.catalogue
  if (!catalogue) return Promise.reject(new Error('No catalogue'))
  return once(config, `page:${chains.join(',')}`, () => catalogue.getWallets({ page: 1, chains }))
}

/** The recommended (certified, 4) then featured (the next 4) wallets for these chains, asked once per config. */
export function catalogueHighlights(config: Config, chains: string[]): Promise<GetWalletsResponse['data']> {
  const catalogue = config.catalogue
  if (!catalogue) return Promise.reject(new Error('No catalogue'))
  return once(config, `highlights:${chains.join(',')}`, async () => {
    const entries = CATALOGUE_HIGHLIGHT_COUNT
    const recommended = await catalogue.getWallets({ page: 1, entries, chains, badge_type: 'certified' })
    const exclude = recommended.data.map((wallet) => wallet.id)
    const featured = await catalogue.getWallets({ page: 1, entries, chains, exclude })
    return [...recommended.data, ...featured.data]
  })
}
