// Entry @portico/core/history: the account's transactions (`getHistoryController(config)`).

export {
  countPendingTransactions,
  createHistoryController,
  getHistoryController,
  groupedTransactions,
  type HistoryController,
  type HistoryControllerOwner,
  type HistoryDependencies,
  type HistoryState,
  initialHistoryState,
  monthsNewestFirst,
  PENDING_TRANSACTIONS_LIMIT,
} from './controllers/history.js'
