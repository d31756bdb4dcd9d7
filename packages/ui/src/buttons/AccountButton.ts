import { nothing } from 'lit'
import { define } from '../utils/define.js'
import { accountPill } from './accountPill.js'
import { PageButtonElement } from './PageButtonElement.js'

/** The connected account (avatar, balance, name); opens Account. Renders nothing while disconnected. */
export class PorticoAccountButton extends PageButtonElement {
  override render() {
    const config = this.config
    if (config?.getAccount()?.status !== 'connected') return nothing
    return accountPill(config, this.button.locale, this.button.formats, () => this.button.open('Account'))
  }
}

define('portico-account-button', PorticoAccountButton)

declare global {
  interface HTMLElementTagNameMap {
    'portico-account-button': PorticoAccountButton
  }
}
