import { proxy, ref } from 'valtio/vanilla'
import type { Transaction, TransactionsRequest, TransactionsResponse } from '../api/types/transactions.js'
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import { HistoryWithoutAddressError } from '../errors/thrown.js'
import type { EventBus } from '../events/createEventBus.js'
import { groupTransactions, type TransactionsByYear } from '../utils/groupTransactions.js'
import { type DestroyHook, perConfig } from './perConfig.js'

/** At most this many pending transactions are counted; more read as "99+". */
export const PENDING_TRANSACTIONS_LIMIT = 99

/** Namespaces whose accounts the API lists on-ramp purchases for (the history route with `onramp`). */
const ONRAMP_HISTORY_NAMESPACES: ReadonlySet<ChainNamespace> = new Set(['eip155', 'solana'])

/** The history of the active account on the active network, as far as it was fetched. */
export type HistoryState = {
  /** The account (CAIP-10, so also the network) the state belongs to. */
  caipAddress: string | undefined
  /** Chain history fetched so far, page after page. */
  transactions: Transaction[]
  /** On-ramp purchases of the account (operation 'buy', status pending, confirmed or failed). */
  onrampTransactions: Transaction[]
  /** Both lists grouped by UTC year and month: active chain only, no spam-only entries, newest first. */
  transactionsByYear: TransactionsByYear<Transaction>
  /** True while a page is fetched. */
  loading: boolean
  /** True when nothing (more) is known to come: no next page after a fetch, or a fetch failed. */
  empty: boolean
  /** Cursor of the next page, kept while the API has one. */
  next: string | undefined
  /** True after a failed fetch, until the next one starts. */
  failed: boolean
  /**
   * True when the API serves no history for the active network (its supported-chains reply lists the
   * networks it does): nothing is asked and nothing fails; on-ramp purchases are still listed.
   */
  unavailable: boolean
}

export function initialHistoryState(): HistoryState {
  return {
    caipAddress: undefined,
    transactions: [],
    onrampTransactions: [],
    transactionsByYear: {},
    loading: false,
    empty: false,
    next: undefined,
    failed: false,
    unavailable: false,
  }
}

export type HistoryDependencies = {
  api?:
    | {
        getTransactions(request: TransactionsRequest): Promise<TransactionsResponse>
        getSupportedChains?(): Promise<{ history?: readonly CaipNetworkId[] | undefined }>
      }
    | undefined
  events: EventBus
  options: { state: { projectId?: string | undefined } }
  network: {
    state: { caipNetwork?: { caipNetworkId: CaipNetworkId; chainNamespace: ChainNamespace } | undefined }
  }
  getAccount():
    | {
        address?: string | undefined
        caipAddress?: string | undefined
        preferredAccountType?: string | undefined
      }
    | undefined
}

/** Pending transactions among `transactions`, counted up to `PENDING_TRANSACTIONS_LIMIT`. */
export function countPendingTransactions(transactions: Iterable<Transaction>): {
  count: number
  /** True when there are more than the limit: show the count as "99+". */
  overLimit: boolean
} {
  let count = 0
  for (const transaction of transactions) {
    if (transaction.metadata.status !== 'pending') continue
    count++
    if (count > PENDING_TRANSACTIONS_LIMIT) return { count: PENDING_TRANSACTIONS_LIMIT, overLimit: true }
  }
  return { count, overLimit: false }
}

/** The months of the groups, newest first: year, month (0-11) and that month's transactions. */
export function* monthsNewestFirst<T extends Transaction>(
  groups: TransactionsByYear<T>,
): Generator<{ year: number; month: number; transactions: T[] }> {
  const newestFirst = (keys: string[]) => keys.map(Number).sort((a, b) => b - a)
  for (const year of newestFirst(Object.keys(groups))) {
    const months = groups[year] ?? {}
    for (const month of newestFirst(Object.keys(months)))
      yield { year, month, transactions: months[month] ?? [] }
  }
}

/** Every transaction of the groups, newest month first. */
export function* groupedTransactions<T extends Transaction>(groups: TransactionsByYear<T>): Generator<T> {
  for (const { transactions } of monthsNewestFirst(groups)) yield* transactions
}

/**
 * The transaction history of the active account: pages of the API's history by cursor, with the account's
 * on-ramp purchases (fetched with the first page, past any cache) merged in. Headless: it holds state and
 * emits `ERROR_FETCH_TRANSACTIONS` on a failed fetch; wording and layout are the UI's.
 *
 * - `fetch()` loads the next page (the first when there is no cursor), `refresh()` the first page again;
 *   both start over when the account or network changed since the last one. Loading is true while it runs. On success `empty` tells whether
 *   no next page remains and the cursor is kept when there is one; on failure loading stops, `empty` and
 *   `failed` are set and the cursor is cleared (so a retry starts from the first page; known entries stay).
 * - `reset()` clears everything.
 * A fetch without an account address throws `HistoryWithoutAddressError`.
 */
export function createHistoryController(deps: HistoryDependencies) {
  const state = proxy<HistoryState>(initialHistoryState())
  let request = 0
  let running: Promise<void> | undefined

  const regroup = () => {
    const chain = deps.network.state.caipNetwork?.caipNetworkId
    // Purchases go last: a delivered purchase shares its id with the chain transfer and replaces it.
    const byYear = groupTransactions(state.transactions, { chain })
    state.transactionsByYear = ref(groupTransactions(state.onrampTransactions, { existing: byYear, chain }))
  }

  // The API's list of networks with history, asked once; an API that does not answer or say serves them all.
  let served: Promise<readonly CaipNetworkId[] | undefined> | undefined
  const historyServed = async (caipNetworkId: CaipNetworkId): Promise<boolean> => {
    served ??= deps.api?.getSupportedChains?.().then(
      (reply) => reply.history,
      () => undefined,
    )
    const list = await served
    return list === undefined || list.includes(caipNetworkId)
  }

  const reset = () => {
    request++
    running = undefined
    Object.assign(state, initialHistoryState())
  }

  /** Fetches the next page, or with `first` the first page again, replacing what was fetched. */
  const fetchPage = async (first: boolean): Promise<void> => {
    const account = deps.getAccount()
    const network = deps.network.state.caipNetwork
    const api = deps.api
    if (!account?.address) throw new HistoryWithoutAddressError()
    if (!api || !network) return
    if (state.caipAddress !== account.caipAddress) reset()
    const current = ++request
    state.caipAddress = account.caipAddress
    state.loading = true
    state.failed = false
    const cursor = first ? undefined : state.next
    const restart = cursor === undefined
    try {
      const available = await historyServed(network.caipNetworkId)
      if (current !== request) return
      state.unavailable = !available
      const [page, purchases] = await Promise.all([
        available
          ? api.getTransactions({ account: account.address, caipNetworkId: network.caipNetworkId, cursor })
          : { data: [], next: undefined },
        restart && ONRAMP_HISTORY_NAMESPACES.has(network.chainNamespace)
          ? api.getTransactions({
              account: account.address,
              caipNetworkId: network.caipNetworkId,
              onramp: 'true',
              cache: 'no-cache',
            })
          : undefined,
      ])
      if (current !== request) return
      // A first page again (a refresh, a retry) replaces the pages before; later ones load again on demand.
      state.transactions = ref(restart ? page.data : [...state.transactions, ...page.data])
      if (purchases) state.onrampTransactions = ref(purchases.data)
      regroup()
      state.next = page.next
      state.empty = page.next === undefined
    } catch {
      if (current !== request) return
      state.failed = true
      state.empty = true
      state.next = undefined
      deps.events.emit('ERROR_FETCH_TRANSACTIONS', {
        address: account.address,
        projectId: deps.options.state.projectId,
        cursor,
        isSmartAccount: account.preferredAccountType === 'smartAccount',
      })
    } finally {
      if (current === request) state.loading = false
    }
  }

  return {
    state,
    /**
     * Fetches the next page (the first when there is none yet, or after a failure); nothing once the last
     * page is in. A call while another fetch runs for the same account joins it.
     */
    fetch(): Promise<void> {
      const same = state.caipAddress === deps.getAccount()?.caipAddress
      if (running && same) return running
      // The last page is in and nothing failed: there is nothing more to fetch.
      if (same && state.empty && !state.failed) return Promise.resolve()
      return track(fetchPage(false))
    },
    /** Fetches the first page and the purchases again, keeping what is shown until they arrive. */
    refresh(): Promise<void> {
      return track(fetchPage(true))
    },
    /** True when the state is not the active account's (never fetched, or another account or network). */
    isStale(): boolean {
      return state.caipAddress !== deps.getAccount()?.caipAddress
    },
    reset,
  }

  function track(started: Promise<void>): Promise<void> {
    running = started
    void started.then(
      () => {
        if (running === started) running = undefined
      },
      () => {
        if (running === started) running = undefined
      },
    )
    return started
  }
}

export type HistoryController = ReturnType<typeof createHistoryController>

/** What `getHistoryController` needs of a config: the history dependencies and its destroy hook. */
export type HistoryControllerOwner = HistoryDependencies & DestroyHook

/**
 * The config's history, created on first use and cleared by `config.destroy()`. The Activity tab and the
 * Transactions view share it, so pages fetched by one are not fetched again by the other.
 *
 * @example
 * const history = getHistoryController(config)
 * await history.fetch()
 * history.state.transactionsByYear
 */
export const getHistoryController = perConfig<HistoryControllerOwner, HistoryController>(
  createHistoryController,
  (controller) => controller.reset(),
)
