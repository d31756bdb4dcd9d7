// The step a code-gated frame form starts with (the key export, the emergency kit): a code was e-mailed to the
// user's address; the form takes it, `verify(code)` checks it with the service, and its refusals (wrong, expired
// or burned code, too many tries) show in the form, which then takes another try.
import { type EmbeddedStrings, fillEmbedded } from '@portico/i18n/embedded'
import { FrameRequestError, UserRejectedError } from '../errors.js'
import { h, onTrustedClick, onTrustedSubmit } from './dom.js'
import type { ViewControls } from './surface.js'

/** What the code form says when the service refused the code. */
export function codeFailureText(error: unknown, strings: EmbeddedStrings): string {
  if (!(error instanceof FrameRequestError)) return strings.genericError
  switch (error.reason) {
    case 'OTP_INVALID':
      return strings.codeInvalid
    case 'OTP_EXPIRED':
      return strings.codeExpired
    case 'OTP_BURNED':
      return strings.codeBurned
    case 'RATE_LIMITED':
      return fillEmbedded(strings.rateLimited, { seconds: error.retryAfter ?? 60 })
    default:
      return strings.genericError
  }
}

export type CodeStepOptions<T> = {
  /** The form's `data-view` (and the heading's id prefix). */
  view: string
  title: string
  /** The line that says where the code went. */
  sent: string
  /** Checks the code; what it resolves with goes to `verified`. */
  verify: (code: string) => Promise<T>
  /** The code was accepted (called only while the view is still up). */
  verified: (result: T) => void
}

export type CodeStep = {
  form: HTMLFormElement
  /** The form's content between heading and actions (a next step may replace it). */
  body: HTMLElement
  actions: HTMLElement
}

/**
 * The code form: a field for the code, Cancel (rejects the view as user-rejected) and Verify. The caller shows
 * `form` and, once `verified` ran, the next step in `body` and `actions` or in a view of its own.
 */
export function codeStep<T>(
  { strings, reject, signal }: Pick<ViewControls<unknown>, 'strings' | 'reject' | 'signal'>,
  { view, title, sent, verify, verified }: CodeStepOptions<T>,
): CodeStep {
  const input = h('input', {
    attrs: {
      name: 'code',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      maxlength: '32',
      required: '',
      'data-autofocus': '',
    },
  })
  const error = h('p', { class: 'error', attrs: { role: 'alert', 'aria-live': 'polite' } })
  const submit = h('button', { class: 'primary', text: strings.verify, attrs: { type: 'submit' } })
  const cancel = h('button', { text: strings.cancel, attrs: { type: 'button' } })
  onTrustedClick(cancel, () => reject(new UserRejectedError()))
  const body = h(
    'div',
    { class: 'scroll' },
    h('p', { class: 'subtle', text: sent }),
    h('label', { class: 'field' }, h('span', { text: strings.codeLabel }), input),
  )
  const actions = h('div', { class: 'actions' }, cancel, submit)
  const titleId = `${view}-title`
  const form = h(
    'form',
    { class: 'view', attrs: { novalidate: '', 'data-view': view, 'aria-labelledby': titleId } },
    h('header', {}, h('h1', { text: title, attrs: { id: titleId } })),
    body,
    error,
    actions,
  )

  onTrustedSubmit(form, () => {
    const code = input.value.trim()
    if (!code) return
    error.textContent = ''
    for (const element of [input, submit]) element.toggleAttribute('disabled', true)
    submit.textContent = strings.working
    verify(code).then(
      (result) => {
        if (!signal.aborted) verified(result)
      },
      (failure: unknown) => {
        if (signal.aborted) return
        for (const element of [input, submit]) element.toggleAttribute('disabled', false)
        submit.textContent = strings.verify
        error.textContent = codeFailureText(failure, strings)
        input.select()
      },
    )
  })
  return { form, body, actions }
}
