import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import './NetworkList.js'

/** Networks: choose the active network; after a switch the modal goes back (or closes when first). */
export class PorticoNetworksView extends LitElement {
  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this)

  override render() {
    const config = this.portico.value?.config
    if (!config) return nothing
    return html`<div class="view">
      <portico-network-list
        @portico-switched=${() => {
          if (config.router.state.view === 'Networks') config.router.back()
        }}
      ></portico-network-list>
    </div>`
  }
}

define('portico-networks-view', PorticoNetworksView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-networks-view': PorticoNetworksView
  }
}
