import type { ChainAdapter } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import { createAccountController } from '../controllers/account.js'
import { createAlertController } from '../controllers/alerts.js'
import { createModalController } from '../controllers/modal.js'
import { createNetworkController } from '../controllers/network.js'
import { createOptionsController, type OptionsParameters } from '../controllers/options.js'
import { createRecentWalletsController } from '../controllers/recentWallets.js'
import { createRouterController } from '../controllers/router.js'
import { createToastController } from '../controllers/toasts.js'
import { createEventBus } from '../events/createEventBus.js'
import { createLogger, type LogLevel } from '../logger/createLogger.js'
import { webStorage } from '../storage/backends/webStorage.js'
import { type CreateStorageParameters, createStorage } from '../storage/createStorage.js'
import type { StorageBackend } from '../storage/types.js'

export type CoreControllersParameters = {
  options: OptionsParameters
  adapters: Map<ChainNamespace, ChainAdapter>
  storage: StorageBackend | undefined
  storageKey: CreateStorageParameters['key']
  logLevel: LogLevel | undefined
  now: () => number
}

/**
 * The first step of a config: the controllers every other part reads (options, storage, events, alerts,
 * toasts, accounts, networks, router and modal), each created for this config alone.
 */
export function createCoreControllers(parameters: CoreControllersParameters) {
  const { adapters, logLevel, now } = parameters
  const logger = createLogger({ level: logLevel, now })
  const options = createOptionsController(parameters.options)
  const storageBackend = parameters.storage ?? webStorage()
  const storage = createStorage({ storage: storageBackend, key: parameters.storageKey })
  const events = createEventBus()
  const alerts = createAlertController()
  const toasts = createToastController()
  const account = createAccountController()
  const recentWallets = createRecentWalletsController({ storage })
  const network = createNetworkController({
    networks: parameters.options.networks,
    defaultNetwork: parameters.options.defaultNetwork,
    storage,
    events,
    hasAdapter: (namespace) => adapters.has(namespace),
    alerts,
  })

  const activeAccount = () => {
    const namespace = network.state.activeChain
    return namespace ? account.get(namespace) : undefined
  }
  const isConnected = () => activeAccount()?.status === 'connected'

  // `modal` is created after `router`, whose exit closes it.
  let closeModal = () => {}
  const router = createRouterController({ onExit: () => closeModal() })
  const modal = createModalController({ events, router, isConnected })
  closeModal = () => modal.close()

  return {
    logger,
    options,
    storageBackend,
    storage,
    events,
    alerts,
    toasts,
    account,
    recentWallets,
    network,
    router,
    modal,
    activeAccount,
    isConnected,
    now,
    adapters,
  }
}

/** What the later steps of a config read: its core controllers. */
export type CoreControllers = ReturnType<typeof createCoreControllers>
