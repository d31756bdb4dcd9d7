import type { Config } from '@portico/core'
import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import type { Locale } from '../../i18n/en.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { offersAccountTypes } from '../embedded/isEmbedded.js'
import '../../primitives/Spinner.js'

/**
 * The account the switch offers: the smart account (counterfactual, its own address), the regular account (EOA)
 * upgraded in place with EIP-7702 (same address), or the regular account.
 */
type Choice = 'smartAccount' | 'eip7702' | 'eoa'

/**
 * Account's choice between the embedded wallet's smart account and its regular account (EOA) on the active
 * network, and where the network offers it the regular account upgraded in place (EIP-7702): radio buttons (arrow
 * keys move between them), the active one checked, and under them what the active one is: whether the smart
 * account is deployed yet, or that the upgraded account keeps the regular account's address (and, until its first
 * transaction, that the upgrade takes effect then). The upgrade is approved in the wallet's frame first. A switch
 * that fails (or is rejected there) leaves the regular account in use and says so.
 */
export class PorticoAccountTypeSwitch extends LitElement {
  static override properties = { switching: { state: true }, failed: { state: true } }
  declare switching: Choice | undefined
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

  private async choose(choice: Choice) {
    const config = this.portico.value?.config
    const wallet = config && getEmbeddedWallet(config)
    if (!config || !wallet || this.switching || this.activeChoice(config) === choice) return
    this.switching = choice
    this.failed = false
    try {
      const result = await (choice === 'eip7702'
        ? wallet.setPreferredAccountType('smartAccount', 'eip7702')
        : wallet.setPreferredAccountType(choice))
      this.failed = result.status === 'failed'
    } catch {
      this.failed = true
    } finally {
      this.switching = undefined
    }
  }

  private activeChoice(config: Config): Choice {
    const account = config.getAccount()
    if (account?.preferredAccountType !== 'smartAccount') return 'eoa'
    return account.smartAccountMode === 'eip7702' ? 'eip7702' : 'smartAccount'
  }

  /** The choices on the active network: the upgrade where the wallet offers it, or where it is the account shown. */
  private choices(config: Config): Choice[] {
    const caipNetworkId = config.network.state.caipNetwork?.caipNetworkId
    const upgrade =
      this.activeChoice(config) === 'eip7702' ||
      (caipNetworkId !== undefined && getEmbeddedWallet(config)?.offersUpgrade(caipNetworkId))
    return upgrade ? ['smartAccount', 'eip7702', 'eoa'] : ['smartAccount', 'eoa']
  }

  private onKeydown(event: KeyboardEvent) {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return
    event.preventDefault()
    const config = this.portico.value?.config
    if (!config) return
    const choices = this.choices(config)
    const step = event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 1
    const at = choices.indexOf(this.activeChoice(config))
    const next = choices[(at + step + choices.length) % choices.length] ?? 'eoa'
    this.renderRoot.querySelector<HTMLElement>(`[data-type='${next}']`)?.focus()
    void this.choose(next)
  }

  /** What the active choice is, under the group. */
  private note(config: Config, locale: Locale, active: Choice) {
    const deployed = config.getAccount()?.smartAccountDeployed
    if (active === 'eip7702')
      return html`<p class="note" data-testid="account-type-mode">${locale.accountTypeUpgradedNote}</p>
        ${deployed ? nothing : html`<p class="note" data-testid="account-type-deployment">${locale.accountTypeUpgradeNotYet}</p>`}`
    if (active === 'smartAccount')
      return html`<p class="note" data-testid="account-type-deployment">
        ${deployed ? locale.smartAccountDeployed : locale.smartAccountNotDeployed}
      </p>`
    return nothing
  }

  override render() {
    const value = this.portico.value
    if (!value || !offersAccountTypes(value.config)) return nothing
    const { config, locale } = value
    const active = this.activeChoice(config)
    const labels = {
      smartAccount: locale.accountTypeSmart,
      eip7702: locale.accountTypeUpgraded,
      eoa: locale.accountTypeEoa,
    }
    const options = this.choices(config).map((type) => ({ type, label: labels[type] }))
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
          : this.note(config, locale, active)
      }`
  }
}

define('portico-account-type-switch', PorticoAccountTypeSwitch)

declare global {
  interface HTMLElementTagNameMap {
    'portico-account-type-switch': PorticoAccountTypeSwitch
  }
}
