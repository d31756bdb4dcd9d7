import type { Config } from '@portico/core'
import { getWalletConnect } from '@portico/walletconnect'
import type { ReactiveController, ReactiveControllerHost } from 'lit'
import { LatestCallController } from '../../controllers/LatestCallController.js'
import { coreWallet, type PairingWallet } from './walletConnectWallet.js'

/** How many WalletConnect views of each config are on screen. */
const onScreen = new WeakMap<Config, number>()

/**
 * A WalletConnect view's pairing: starts one when the view appears (or keeps the one on screen, when a view
 * hands over to another), cancels it when the last such view goes, and closes the modal once a wallet
 * connected, as after any other connection.
 */
export class PairingController implements ReactiveController {
  private readonly latest: LatestCallController
  private config: Config | undefined

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: {
      config: () => Config | undefined
      wallet: () => PairingWallet | undefined
      /** The router view of the host: the modal closes on success only while it is still shown. */
      view: string
    },
  ) {
    host.addController(this)
    this.latest = new LatestCallController(host)
  }

  hostConnected(): void {
    const config = this.options.config()
    if (config) {
      this.config = config
      onScreen.set(config, (onScreen.get(config) ?? 0) + 1)
    }
    void this.host.updateComplete.then(() => this.start())
  }

  hostDisconnected(): void {
    const config = this.config
    this.config = undefined
    if (!config) return
    onScreen.set(config, (onScreen.get(config) ?? 1) - 1)
    // A view that replaces this one in the same render keeps the pairing (and its URI) going.
    queueMicrotask(() => {
      if (!onScreen.get(config)) getWalletConnect(config)?.cancel()
    })
  }

  /** Starts (or retries) pairing; the view follows `getWalletConnect(config).state`. */
  async start(): Promise<void> {
    const config = this.config
    const walletConnect = config && getWalletConnect(config)
    if (!config || !walletConnect || !this.host.isConnected) return
    const isLatest = this.latest.start()
    const wallet = this.options.wallet()
    try {
      await walletConnect.connect({ wallet: wallet ? coreWallet(wallet) : undefined })
    } catch {
      // Declined or failed: the state says which, and the view offers a retry.
      return
    }
    if (!isLatest()) return
    // An unsupported network opened its own view; otherwise the modal's work is done.
    if (config.router.state.view === this.options.view) config.close()
  }

  /** Tells core which wallet is on screen now (e.g. once its links arrived), without a new pairing. */
  updateWallet(): void {
    if (this.config) void this.start()
  }
}
