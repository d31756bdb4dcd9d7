// "Continue with a passkey": create a new wallet with a passkey, or log in with one. The browser's passkey prompt
// needs a click in this frame's own document (a click in the app's page does not count in a frame of another
// origin), so the buttons are here. The view stays up until `run` succeeds; a cancelled prompt or a refusal shows
// in the view, which then takes another try. Cancel rejects the view as user-rejected.
import { UserRejectedError } from '../errors.js'
import { h, onTrustedClick } from './dom.js'
import { passkeyFailureText } from './passkeyErrors.js'
import type { Surface } from './surface.js'

export type PasskeyMode = 'create' | 'use'

/**
 * Shows the passkey choice and resolves with what `run(mode)` resolved with, once it succeeded (it makes or asks
 * for the passkey and signs the user in).
 */
export function askPasskey<T>(surface: Surface, run: (mode: PasskeyMode) => Promise<T>): Promise<T> {
  return surface.present<T>(({ strings, resolve, reject, signal }) => {
    const status = h('p', { class: 'subtle', attrs: { 'aria-live': 'polite' } })
    const error = h('p', { class: 'error', attrs: { role: 'alert', 'aria-live': 'polite' } })
    const use = h('button', {
      class: 'primary',
      text: strings.passkeyUse,
      attrs: { type: 'button', 'data-passkey': 'use', 'data-autofocus': '' },
    })
    const create = h('button', {
      text: strings.passkeyCreate,
      attrs: { type: 'button', 'data-passkey': 'create' },
    })
    const cancel = h('button', { class: 'link', text: strings.cancel, attrs: { type: 'button' } })
    const setBusy = (busy: boolean) => {
      for (const button of [use, create]) button.toggleAttribute('disabled', busy)
      status.textContent = busy ? strings.passkeyWaiting : ''
    }
    const start = (mode: PasskeyMode) => {
      error.textContent = ''
      setBusy(true)
      run(mode).then(resolve, (failure: unknown) => {
        if (signal.aborted) return
        setBusy(false)
        error.textContent = passkeyFailureText(failure, strings)
      })
    }
    onTrustedClick(use, () => start('use'))
    onTrustedClick(create, () => start('create'))
    onTrustedClick(cancel, () => reject(new UserRejectedError()))
    return h(
      'section',
      { class: 'view', attrs: { 'data-view': 'passkey', 'aria-labelledby': 'passkey-title' } },
      h('header', {}, h('h1', { text: strings.passkeyTitle, attrs: { id: 'passkey-title' } })),
      h('div', { class: 'scroll' }, h('p', { class: 'subtle', text: strings.passkeyIntro }), status),
      error,
      h('div', { class: 'actions stacked' }, use, create),
      cancel,
    )
  })
}
