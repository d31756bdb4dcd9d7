import { shortenAddress } from '@portico/core'
import { getSendController, looksLikeName, type SendController } from '@portico/core/send'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { amountInUsd, maxAmount } from './sendAmount.js'
import { sendStyles } from './sendStyles.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Input.js'
import '../../primitives/Spinner.js'
import '../../primitives/WalletImage.js'
import { tokenButton } from '../tokenPicker.js'

/** Typing pauses this long before a name lookup or a new fee estimate. */
export const SEND_INPUT_DELAY = 300

/**
 * Send: a token from the account's balances, an amount (with Max), a receiver by address or name, the
 * fee in USD; submitting hands over to core's send flow, which returns the modal to Account.
 */
export class PorticoSendView extends LitElement {
  static override properties = {
    receiverText: { state: true },
    resolving: { state: true },
    formError: { state: true },
  }
  declare receiverText: string
  declare resolving: boolean
  declare formError: string | undefined

  static override styles = [baseStyles, viewStyles, sendStyles]

  private readonly portico = new PorticoController(this, (config) => [
    getSendController(config).state,
    config.account.state,
  ])
  private receiverTimer: ReturnType<typeof setTimeout> | undefined
  private gasTimer: ReturnType<typeof setTimeout> | undefined
  /** The receiver typed but not read yet (read after the typing pause, or at once on Send). */
  private pendingReceiver: string | undefined
  /** The typed receiver's read still on its way (an address's name or a name's address from the API). */
  private receiverRead: Promise<void> | undefined

  constructor() {
    super()
    this.receiverText = ''
    this.resolving = false
    this.formError = undefined
  }

  /** The config's send form (created on first use, so its code loads with this view). */
  private get send(): SendController | undefined {
    const config = this.portico.value?.config
    return config && getSendController(config)
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void this.updateComplete.then(async () => {
      const send = this.send
      if (!send) return
      this.receiverText = send.state.receiverProfileName ?? send.state.receiverAddress ?? ''
      // Fresh balances: the amount is checked against them.
      await send.fetchTokenBalances({ forceUpdate: true })
      await send.fetchGasPrice()
    })
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.receiverTimer)
    clearTimeout(this.gasTimer)
  }

  private refreshGas() {
    clearTimeout(this.gasTimer)
    this.gasTimer = setTimeout(() => void this.send?.fetchGasPrice(), SEND_INPUT_DELAY)
  }

  private onAmount(value: string) {
    this.formError = undefined
    this.send?.setTokenAmount(value.replace(',', '.'))
    this.refreshGas()
  }

  private onReceiver(value: string) {
    const send = this.send
    if (!send) return
    this.formError = undefined
    this.receiverText = value
    send.setReceiverAddress(undefined)
    clearTimeout(this.receiverTimer)
    this.resolving = value.trim() !== '' && looksLikeName(value.trim())
    this.pendingReceiver = value
    this.receiverTimer = setTimeout(() => void this.readReceiver(send, value), SEND_INPUT_DELAY)
  }

  /** Reads the typed receiver (an address, or a name to look up); once per typed value. */
  private async readReceiver(send: SendController, value: string) {
    clearTimeout(this.receiverTimer)
    if (this.pendingReceiver !== value) return
    this.pendingReceiver = undefined
    const read = send.setReceiver(value).then(() => {
      if (this.receiverText === value) this.resolving = false
      this.refreshGas()
    })
    this.receiverRead = read
    await read
    if (this.receiverRead === read) this.receiverRead = undefined
  }

  private async submit() {
    const value = this.portico.value
    if (!value) return
    const { locale, config } = value
    const send = getSendController(config)
    // Send pressed within the typing pause, or while the typed receiver is still being read (an address's
    // name, a name's address): the receiver typed so far is read to the end first, not refused.
    if (this.pendingReceiver !== undefined) await this.readReceiver(send, this.pendingReceiver)
    else if (this.receiverRead) await this.receiverRead
    let invalid = send.validate()
    // Send pressed before the network's gas price arrived (the view fetches it on open): asked now, not refused.
    if (invalid?.reason === 'gasPrice') {
      await send.fetchGasPrice()
      invalid = send.validate()
    }
    // Over the balance the form holds, which may be older than the funds (read before they arrived, or while
    // the view's fresh read is still on its way): read again, and refused only if the fresh one says so too.
    if (invalid?.reason === 'insufficientBalance') {
      await send.fetchTokenBalances({ forceUpdate: true })
      invalid = send.validate()
    }
    if (invalid) {
      this.formError =
        invalid.reason === 'insufficientBalance' ? locale.insufficientBalance : locale.invalidSend
      return
    }
    // Core toasts the outcome. Once the wallet took the transfer the modal returns to Account; a failure
    // keeps the form here.
    const sent = await send.send().catch(() => undefined)
    if (sent) config.router.reset('Account')
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { locale, config, formats } = value
    const send = getSendController(config)
    const { token, sendTokenAmount, receiverAddress, receiverProfileName, gasPriceInUSD, loading } =
      send.state
    const text = this.receiverText.trim()
    const nameMissing = !this.resolving && text !== '' && !receiverAddress && looksLikeName(text)
    return html`<div class="view">
      <div class="card">
        <div class="meta"><span>${locale.amount}</span></div>
        <portico-input
          large
          hide-label
          label=${locale.amount}
          placeholder="0"
          inputmode="decimal"
          .value=${sendTokenAmount ?? ''}
          @portico-input=${(event: CustomEvent<{ value: string }>) => this.onAmount(event.detail.value)}
        >
          ${tokenButton({
            locale,
            token: token && { symbol: token.symbol, imageUrl: token.iconUrl },
            slot: 'end',
            onClick: () => config.router.push('SendSelectToken'),
          })}
        </portico-input>
        <div class="meta">
          <span>${amountInUsd(sendTokenAmount, token, formats)}</span>
          ${
            token
              ? html`<span>
                ${format(locale.available, { amount: `${formats.balance(token.quantity.numeric)} ${token.symbol}` })}
                <button class="max" type="button" @click=${() => this.onAmount(maxAmount(token, gasPriceInUSD))}>
                  ${locale.max}
                </button>
              </span>`
              : nothing
          }
        </div>
      </div>
      <div class="arrow"><span><portico-icon name="arrowDown" size="1.4em"></portico-icon></span></div>
      <div class="card">
        <portico-input
          label=${locale.to}
          placeholder=${locale.receiverPlaceholder}
          .value=${this.receiverText}
          .error=${nameMissing ? locale.nameNotFound : undefined}
          @portico-input=${(event: CustomEvent<{ value: string }>) => this.onReceiver(event.detail.value)}
        >
          ${this.resolving ? html`<portico-spinner slot="end" size="1.6em" label=${locale.resolvingName}></portico-spinner>` : nothing}
        </portico-input>
        ${
          receiverAddress && receiverProfileName
            ? html`<div class="resolved">
              <portico-icon name="checkCircle" size="1.4em"></portico-icon>
              ${receiverProfileName} · ${shortenAddress(receiverAddress)}
            </div>`
            : nothing
        }
      </div>
      <div class="fee">
        <span><portico-icon name="coins" size="1.4em"></portico-icon>${locale.networkFee}</span>
        <strong>${gasPriceInUSD !== undefined ? formats.fiat(gasPriceInUSD) : locale.networkFeeUnknown}</strong>
      </div>
      ${this.formError ? html`<p class="form-error" role="alert">${this.formError}</p>` : nothing}
      <portico-button full ?loading=${loading} @click=${() => this.submit()}>
        ${loading ? locale.confirmInWallet : locale.send}
      </portico-button>
    </div>`
  }
}

define('portico-send-view', PorticoSendView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-send-view': PorticoSendView
  }
}
