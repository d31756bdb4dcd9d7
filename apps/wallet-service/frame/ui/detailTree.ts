// A description's details as nested definition lists.
import type { Detail } from '../rpc/description.js'
import { h } from './dom.js'

export function detailList(details: readonly Detail[], extraClass = ''): HTMLDListElement {
  return h(
    'dl',
    { class: `details ${extraClass}`.trim() },
    ...details.map((detail) =>
      h(
        'div',
        { class: 'detail' },
        h('dt', { text: detail.label }),
        detail.value !== undefined && h('dd', { class: detail.mono ? 'mono' : '', text: detail.value }),
        detail.children && h('dd', {}, detailList(detail.children)),
      ),
    ),
  )
}
