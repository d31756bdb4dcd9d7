import { type EmbeddedWallet, getEmbeddedWallet } from '@portico/embedded-wallet'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import type { Locale } from '../../i18n/en.js'
import { baseStyles } from '../../theme/styles.js'
import { viewStyles } from '../viewStyles.js'
import { unavailable } from './unavailable.js'
import './FrameTask.js'

/**
 * A Wallet settings entry that the frame answers with a form of its own over this view's box (the key export, the
 * emergency kit, the passkeys, the login methods): its words, the wallet's step it runs, and back to the settings once
 * the person is done or cancelled in the frame.
 */
export abstract class PorticoSettingsFrameTask extends LitElement {
  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this)

  /** The view's name in the router. */
  protected abstract readonly view: string
  protected abstract words(locale: Locale): { heading: string; hint: string; failed: string }
  protected abstract run(wallet: EmbeddedWallet): Promise<void>

  override render() {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    if (!value) return nothing
    if (!wallet) return unavailable(value.locale)
    const { config, locale } = value
    const { heading, hint, failed } = this.words(locale)
    const leave = () => {
      if (config.router.state.view === this.view) config.router.back()
    }
    return html`<portico-frame-task
      heading=${heading}
      hint=${hint}
      failed-heading=${failed}
      cancellable
      .run=${() => this.run(wallet)}
      @portico-task-done=${leave}
      @portico-task-cancelled=${leave}
    ></portico-frame-task>`
  }
}
