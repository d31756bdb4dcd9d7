// The approval view: who asks (the app's origin), which method on which network, and what would be signed or
// sent. Approve and Reject act on the user's own clicks only; Escape rejects. Approve waits a moment after the
// view appears, so a click meant for something the app showed before cannot land on it. The same view, info-only
// (`showInfo`), tells the user something (a batch's status) with a single Close button.
import { type EmbeddedStrings, fillEmbedded } from '@portico/i18n/embedded'
import { UserRejectedError } from '../errors.js'
import type { Description, Detail } from '../rpc/description.js'
import { detailList } from './detailTree.js'
import { h, onTrustedClick } from './dom.js'
import type { Surface } from './surface.js'

/** How long Approve stays disabled after the view appears. */
export const APPROVE_DELAY_MS = 400

export type ApprovalRequest = { origin: string; method: string; network: string; description: Description }

/** Resolves when the user approves; rejects with `UserRejectedError` when they reject or a newer view replaces it. */
export function askApproval(surface: Surface, request: ApprovalRequest): Promise<void> {
  return surface.present<void>(({ strings, resolve, reject, signal }) => {
    const approve = h('button', {
      class: 'primary',
      text: strings.approve,
      attrs: { type: 'button', disabled: '' },
    })
    const rejectButton = h('button', { text: strings.reject, attrs: { type: 'button' } })
    onTrustedClick(approve, () => resolve())
    onTrustedClick(rejectButton, () => reject(new UserRejectedError()))
    const { blocked } = request.description
    const timer = setTimeout(() => approve.removeAttribute('disabled'), APPROVE_DELAY_MS)
    signal.addEventListener('abort', () => clearTimeout(timer))
    const view = describedView(strings, request, {
      view: 'approve',
      meta: [
        { label: strings.methodLabel, value: request.method, mono: true },
        { label: strings.networkLabel, value: request.network },
      ],
      actions: [rejectButton, blocked === undefined && approve],
    })
    view.addEventListener('keydown', (event) => {
      if (event.isTrusted && event.key === 'Escape') reject(new UserRejectedError())
    })
    return view
  })
}

/**
 * Shows `request.description` for information, with one Close button: resolves when the user closes it (Close or
 * Escape); rejects with `UserRejectedError` only when a newer view replaces it.
 */
export function showInfo(surface: Surface, request: ApprovalRequest): Promise<void> {
  return surface.present<void>(({ strings, resolve }) => {
    const close = h('button', { class: 'primary', text: strings.close, attrs: { type: 'button' } })
    onTrustedClick(close, () => resolve())
    const view = describedView(strings, request, {
      view: 'info',
      meta: [{ label: strings.networkLabel, value: request.network }],
      actions: [close],
    })
    view.addEventListener('keydown', (event) => {
      if (event.isTrusted && event.key === 'Escape') resolve()
    })
    return view
  })
}

/** The dialog both modes share: the title, who asks, the `meta` rows, the description's details and `actions`. */
function describedView(
  strings: EmbeddedStrings,
  request: ApprovalRequest,
  { view, meta, actions }: { view: string; meta: Detail[]; actions: (HTMLElement | false)[] },
): HTMLElement {
  const { title, details, blocked } = request.description
  const heading = h('h1', {
    text: title,
    attrs: { id: 'approval-title', tabindex: '-1', 'data-autofocus': '' },
  })
  return h(
    'section',
    { class: 'view', attrs: { role: 'dialog', 'aria-labelledby': 'approval-title', 'data-view': view } },
    h(
      'header',
      {},
      heading,
      h('p', { class: 'subtle', text: fillEmbedded(strings.requestFrom, { origin: request.origin }) }),
    ),
    h('div', { class: 'scroll' }, detailList(meta, 'meta'), detailList(details)),
    blocked !== undefined && h('p', { class: 'warning', text: blocked, attrs: { role: 'alert' } }),
    h('div', { class: 'actions' }, ...actions),
  )
}
