import type { Config } from '@portico/core'
import { getEmbeddedWallet, type PreferredAccountType } from '@portico/embedded-wallet'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { offersAccountTypes } from '../embedded/isEmbedded.js'
import '../../primitives/Spinner.js'

/**
 * Account's choice between the embedded wallet's smart account and its regular account (EOA) on the active
 * network: two radio buttons (arrow keys move between them), the active one checked, and under them whether the
 * smart account is deployed yet. A switch that fails leaves the regular account in use and says so.
 */
export class PorticoAccountTypeSwitch extends LitElement {
  static override properties = { switching: { state: true }, failed: { state: true } }
  declare switching: PreferredAccountType | undefined
  declare failed: boolean

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        width: 100%;
        margin-top: calc(var(--p-fs) * 0.4);
      }
      [role='radiogroup'] {
        display: flex;
        gap: calc(var(--p-fs) * 0.4);
        padding: calc(var(--p-fs) * 0.4);
        border-radius: calc(var(--p-r) * 3.5);
        background: var(--portico-surface);
      }
      button {
        all: unset;
        flex: 1;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: calc(var(--p-fs) * 0.5);
        min-height: calc(var(--p-fs) * 3.2);
        text-align: center;
        border-radius: calc(var(--p-r) * 2.5);
        font-size: calc(var(--p-fs) * 1.3);
        font-weight: 600;
        color: var(--portico-foreground-muted);
        cursor: pointer;
      }
      button:hover {
        color: var(--portico-foreground);
      }
      button[aria-checked='true'] {
        background: var(--portico-background);
        color: var(--portico-foreground);
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.16);
      }
      button:focus-visible {
        outline: 2px solid var(--portico-accent);
        outline-offset: 1px;
      }
      button[aria-disabled='true'] {
        cursor: progress;
      }
      .note {
        margin: calc(var(--p-fs) * 0.6) 0 0;
        font-size: calc(var(--p-fs) * 1.2);
        text-align: center;
        color: var(--portico-foreground-muted);
      }
      .note.error {
        color: var(--portico-error);
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [
    config.account.state,
    config.network.state,
    getEmbeddedWallet(config)?.state,
  ])

  constructor() {
    super()
    this.switching = undefined
    this.failed = false
  }

  private async choose(type: PreferredAccountType) {
    const config = this.portico.value?.config
    const wallet = config && getEmbeddedWallet(config)
    if (!config || !wallet || this.switching || this.activeType(config) === type) return
    this.switching = type
    this.failed = false
    try {
      this.failed = (await wallet.setPreferredAccountType(type)).status === 'failed'
    } catch {
      this.failed = true
    } finally {
      this.switching = undefined
    }
  }

  private activeType(config: Config): PreferredAccountType {
    return config.getAccount()?.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  }

  private onKeydown(event: KeyboardEvent) {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return
    event.preventDefault()
    const config = this.portico.value?.config
    if (!config) return
    const next = this.activeType(config) === 'eoa' ? 'smartAccount' : 'eoa'
    this.renderRoot.querySelector<HTMLElement>(`[data-type='${next}']`)?.focus()
    void this.choose(next)
  }

  override render() {
    const value = this.portico.value
    if (!value || !offersAccountTypes(value.config)) return nothing
    const { config, locale } = value
    const active = this.activeType(config)
    const options = [
      { type: 'smartAccount', label: locale.accountTypeSmart },
      { type: 'eoa', label: locale.accountTypeEoa },
    ] as const
    const deployed = config.getAccount()?.smartAccountDeployed
    return html`<div role="radiogroup" aria-label=${locale.accountType} @keydown=${this.onKeydown}>
        ${options.map(({ type, label }) => {
          const checked = type === active
          return html`<button
            type="button"
            role="radio"
            data-type=${type}
            aria-checked=${checked ? 'true' : 'false'}
            aria-disabled=${this.switching ? 'true' : 'false'}
            tabindex=${checked ? '0' : '-1'}
            @click=${() => this.choose(type)}
          >
            ${this.switching === type ? html`<portico-spinner size="1em" label=${locale.loading}></portico-spinner>` : nothing}
            ${label}
          </button>`
        })}
      </div>
      ${
        this.failed
          ? html`<p class="note error" role="alert" data-testid="account-type-failed">${locale.accountTypeSwitchFailed}</p>`
          : active === 'smartAccount'
            ? html`<p class="note" data-testid="account-type-deployment">
              ${deployed ? locale.smartAccountDeployed : locale.smartAccountNotDeployed}
            </p>`
            : nothing
      }`
  }
}

define('portico-account-type-switch', PorticoAccountTypeSwitch)

declare global {
  interface HTMLElementTagNameMap {
    'portico-account-type-switch': PorticoAccountTypeSwitch
  }
}
