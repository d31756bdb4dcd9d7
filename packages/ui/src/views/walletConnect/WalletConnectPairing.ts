import type { WalletConnectStatus } from '@portico/walletconnect'
import { getWalletConnect } from '@portico/walletconnect'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { IMAGE_PRELOAD_TIMEOUT } from '../../utils/imageStore.js'
import { viewStyles } from '../viewStyles.js'
import { followWalletLink, type PairingWallet, walletLink } from './walletConnectWallet.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/QrCode.js'
import '../../primitives/WalletImage.js'

/** Loads an image URL, settling when it loaded, failed, or `IMAGE_PRELOAD_TIMEOUT` (2 s) passed. */
function preloadImage(url: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, IMAGE_PRELOAD_TIMEOUT)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    if (typeof Image === 'undefined') return done()
    const image = new Image()
    image.onload = done
    image.onerror = done
    image.src = url
  })
}

/**
 * The pairing of a WalletConnect view, following `getWalletConnect(config).state`: the QR code of the URI (the
 * wallet's image in its centre) with "Copy link" and "Open <wallet>", or on a phone (`deep-link`) the wallet
 * opened by its deep link; 'Authenticating...' while a one-click sign-in's sessions are stored, then
 * 'Approved, connecting…'; the declined and failed states with a retry (`portico-retry` event).
 *
 * Tests read the URI from the copy button's `data-uri` attribute and the state from `data-status`.
 */
export class PorticoWalletConnectPairing extends LitElement {
  static override properties = {
    wallet: { attribute: false },
    deepLink: { type: Boolean, attribute: 'deep-link' },
    imageSettled: { state: true },
  }
  /** The catalogue wallet chosen, if any. */
  declare wallet: PairingWallet | undefined
  /** Follow the wallet's mobile link with the URI instead of showing the QR code. */
  declare deepLink: boolean
  /** The wallet's image loaded, failed or took 2 s: the QR code paints (the centre falls back to a letter). */
  declare imageSettled: boolean

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      :host {
        display: block;
      }
      .pairing {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: calc(var(--p-fs) * 1.2);
        padding: calc(var(--p-fs) * 0.8) 0 calc(var(--p-fs) * 0.4);
        text-align: center;
      }
      .hint {
        margin: 0;
        font-size: calc(var(--p-fs) * 1.4);
        line-height: 1.45;
        color: var(--portico-foreground-muted);
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        gap: calc(var(--p-fs) * 0.8);
      }
      .hero {
        position: relative;
        display: flex;
        margin-top: calc(var(--p-fs) * 0.8);
      }
      .tile {
        display: flex;
        align-items: center;
        justify-content: center;
        width: calc(var(--p-fs) * 7.2);
        height: calc(var(--p-fs) * 7.2);
        border-radius: 28%;
        background: var(--portico-surface);
        color: var(--portico-accent);
      }
      .mark {
        position: absolute;
        inset-inline-end: calc(var(--p-fs) * -0.6);
        bottom: calc(var(--p-fs) * -0.6);
        display: flex;
        border-radius: 50%;
        background: var(--portico-background);
        color: var(--portico-error);
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [getWalletConnect(config)?.state])
  /** The URI whose deep link was followed (a phone leaves for the wallet once per view). */
  private followed: string | undefined
  private preloading: string | undefined

  constructor() {
    super()
    this.wallet = undefined
    this.deepLink = false
    this.imageSettled = true
  }

  private imageSource(): string | undefined {
    const wallet = this.wallet
    if (!wallet) return undefined
    return wallet.imageUrl ?? this.portico.value?.images.wallet(wallet.imageId)
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (!changed.has('wallet')) return
    const wallet = this.wallet
    const key = wallet ? `${wallet.imageId ?? ''}|${wallet.imageUrl ?? ''}` : ''
    if (key === this.preloading) return
    this.preloading = key
    const images = this.portico.value?.images
    const loading = wallet?.imageUrl
      ? preloadImage(wallet.imageUrl)
      : wallet?.imageId && images && !images.peek(wallet.imageId)
        ? images.load(wallet.imageId)
        : undefined
    if (!loading) {
      this.imageSettled = true
      return
    }
    this.imageSettled = false
    void loading.then(() => {
      if (this.preloading === key) this.imageSettled = true
    })
  }

  override updated(): void {
    // On a phone the wallet opens by its deep link as soon as the URI is there.
    const config = this.portico.value?.config
    const state = config && getWalletConnect(config)?.state
    if (!this.deepLink || !state?.uri || state.status !== 'waiting' || this.followed) return
    const link = walletLink(this.wallet, state.uri, true)
    if (!link || link.newTab) return
    this.followed = state.uri
    followWalletLink(link)
  }

  private async copy(uri: string) {
    const config = this.portico.value?.config
    try {
      await navigator.clipboard.writeText(uri)
      config?.toasts.success('walletConnectLinkCopied')
    } catch {
      // No clipboard (insecure context, denied): the QR code is still there to scan.
    }
  }

  private retry() {
    this.dispatchEvent(new CustomEvent('portico-retry', { bubbles: true, composed: true }))
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    const state = getWalletConnect(config)?.state
    if (!state) {
      return html`<div class="status" data-status="unavailable">
        <span class="tile"><portico-icon name="qr" size="3em"></portico-icon></span>
        <h3>${locale.walletConnectUnavailable}</h3>
      </div>`
    }
    if (state.status === 'declined' || state.status === 'error') return this.renderFailed(state.status)
    return this.deepLink
      ? this.renderDeepLink(state.status, state.uri)
      : this.renderQr(state.status, state.uri)
  }

  private renderFailed(status: 'declined' | 'error') {
    const value = this.portico.value
    if (!value) return nothing
    const { locale } = value
    const wallet = this.wallet
    return html`<div class="status" data-status=${status} aria-live="polite">
      <div class="hero">
        ${
          wallet
            ? html`<portico-wallet-image
              .src=${this.imageSource()}
              .name=${wallet.name}
              size="calc(var(--p-fs) * 7.2)"
            ></portico-wallet-image>`
            : html`<span class="tile"><portico-icon name="qr" size="3em"></portico-icon></span>`
        }
        <span class="mark"><portico-icon name="errorCircle" size="2.4em"></portico-icon></span>
      </div>
      <h3>${status === 'declined' ? locale.connectionDeclined : locale.connectionFailed}</h3>
      <p>${status === 'declined' ? locale.connectionDeclinedHint : locale.walletConnectFailedHint}</p>
      <portico-button class="retry" variant="secondary" icon="refresh" @click=${() => this.retry()}>
        ${locale.tryAgain}
      </portico-button>
    </div>`
  }

  private renderActions(uri: string | undefined, mobile: boolean) {
    const value = this.portico.value
    if (!value) return nothing
    const { locale } = value
    const wallet = this.wallet
    const link = uri ? walletLink(wallet, uri, mobile) : undefined
    return html`<div class="actions">
      ${
        wallet && link
          ? html`<portico-button
            class="open-wallet"
            variant=${mobile ? 'primary' : 'secondary'}
            icon="external"
            @click=${() => followWalletLink(link)}
          >
            ${format(locale.walletConnectOpen, { name: wallet.name })}
          </portico-button>`
          : nothing
      }
      <portico-button
        class="copy-link"
        variant="secondary"
        icon="copy"
        data-uri=${uri ?? ''}
        ?disabled=${!uri}
        @click=${() => uri && this.copy(uri)}
      >
        ${locale.walletConnectCopyLink}
      </portico-button>
    </div>`
  }

  private statusText(status: WalletConnectStatus): string {
    const value = this.portico.value
    if (!value) return ''
    const { locale } = value
    if (status === 'authenticating') return locale.walletConnectAuthenticating
    if (status === 'connecting') return locale.walletConnectApproved
    return this.wallet
      ? format(locale.walletConnectScanWith, { name: this.wallet.name })
      : locale.walletConnectScan
  }

  private renderQr(status: WalletConnectStatus, uri: string | undefined) {
    const value = this.portico.value
    if (!value) return nothing
    const { locale } = value
    const wallet = this.wallet
    const ready = Boolean(uri) && this.imageSettled && status !== 'connecting' && status !== 'authenticating'
    return html`<div class="pairing" data-status=${status} aria-live="polite">
      <portico-qr-code
        .value=${ready ? (uri ?? '') : ''}
        .image=${this.imageSettled ? this.imageSource() : undefined}
        .imageName=${wallet?.name}
        label=${locale.walletConnectQrLabel}
      ></portico-qr-code>
      <p class="hint">${this.statusText(status)}</p>
      ${this.renderActions(uri, false)}
    </div>`
  }

  private renderDeepLink(status: WalletConnectStatus, uri: string | undefined) {
    const value = this.portico.value
    if (!value) return nothing
    const { locale } = value
    const wallet = this.wallet
    const name = wallet?.name ?? locale.walletConnect
    return html`<div class="status" data-status=${status} aria-live="polite">
      <div class="hero">
        ${
          wallet
            ? html`<portico-wallet-image
              .src=${this.imageSource()}
              .name=${wallet.name}
              size="calc(var(--p-fs) * 7.2)"
            ></portico-wallet-image>`
            : html`<span class="tile"><portico-icon name="qr" size="3em"></portico-icon></span>`
        }
      </div>
      <h3>${
        status === 'connecting' || status === 'authenticating'
          ? this.statusText(status)
          : format(locale.continueIn, { name })
      }</h3>
      <p>${locale.acceptRequest}</p>
      ${this.renderActions(uri, true)}
    </div>`
  }
}

define('portico-walletconnect-pairing', PorticoWalletConnectPairing)

declare global {
  interface HTMLElementTagNameMap {
    'portico-walletconnect-pairing': PorticoWalletConnectPairing
  }
  interface HTMLElementEventMap {
    'portico-retry': CustomEvent<undefined>
  }
}
