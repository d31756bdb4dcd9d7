// The emergency-kit view: the code e-mailed for it (the shared code step), then the recovery password, then the
// kit is made and downloaded here, in the frame (the app's page never sees the file); the last screen says where
// it went and to keep it apart from the password. A wrong password shows in the form, which takes another try.
import { type EmbeddedStrings, fillEmbedded } from '@portico/i18n/embedded'
import { FrameRequestError } from '../errors.js'
import { MIN_PASSWORD_LENGTH } from '../recovery.js'
import { codeStep } from './codeStep.js'
import { h, onTrustedClick, onTrustedSubmit } from './dom.js'
import type { Surface, ViewControls } from './surface.js'

export type KitSteps = {
  /** Where the code went. */
  email: string
  /** Checks the e-mailed code with the service. */
  verifyCode: (code: string) => Promise<unknown>
  /** Makes the kit under `password`; a wrong password rejects with reason RECOVERY_FAILED. */
  makeKit: (password: string) => Promise<{ fileName: string; text: string }>
}

/** What the password form says when making the kit failed. */
function passwordFailureText(error: unknown, strings: EmbeddedStrings): string {
  if (error instanceof FrameRequestError && error.reason === 'RECOVERY_FAILED') return strings.wrongPassword
  if (error instanceof FrameRequestError && error.reason === 'RATE_LIMITED')
    return fillEmbedded(strings.rateLimited, { seconds: error.retryAfter ?? 60 })
  return strings.genericError
}

/** Saves `text` as the file `fileName` through the browser's downloads; the object URL lives until `signal`. */
function download(fileName: string, text: string, signal: AbortSignal): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = h('a', { attrs: { href: url, download: fileName } })
  link.click()
  signal.addEventListener('abort', () => URL.revokeObjectURL(url), { once: true })
}

/** Swaps the view on screen for `next` and moves focus into it. */
function replaceView(current: HTMLElement, next: HTMLElement): void {
  current.replaceWith(next)
  next.querySelector<HTMLElement>('[data-autofocus]')?.focus()
}

function header(id: string, title: string): HTMLElement {
  return h('header', {}, h('h1', { text: title, attrs: { id } }))
}

/** The last screen: where the file went, to keep it apart from the password, Download again and Done. */
function doneView(
  { strings, resolve, signal }: ViewControls<void>,
  file: { fileName: string; text: string },
): HTMLElement {
  const again = h('button', { text: strings.kitDownloadAgain, attrs: { type: 'button' } })
  const done = h('button', {
    class: 'primary',
    text: strings.done,
    attrs: { type: 'button', 'data-autofocus': '' },
  })
  onTrustedClick(again, () => download(file.fileName, file.text, signal))
  onTrustedClick(done, () => resolve())
  return h(
    'div',
    { class: 'view', attrs: { 'data-view': 'kit-done', 'aria-labelledby': 'kit-done-title' } },
    header('kit-done-title', strings.kitDoneTitle),
    h(
      'div',
      { class: 'scroll' },
      h('p', { class: 'subtle', text: fillEmbedded(strings.kitSaved, { file: file.fileName }) }),
      h('p', { class: 'warning', text: strings.kitKeepApart }),
    ),
    h('div', { class: 'actions' }, again, done),
  )
}

/** The recovery password form; once the kit is made it downloads and the done screen replaces the form. */
function passwordView(controls: ViewControls<void>, makeKit: KitSteps['makeKit']): HTMLFormElement {
  const { strings, signal } = controls
  const input = h('input', {
    attrs: {
      type: 'password',
      name: 'password',
      autocomplete: 'current-password',
      required: '',
      maxlength: '256',
      spellcheck: 'false',
      'data-autofocus': '',
    },
  })
  const error = h('p', { class: 'error', attrs: { role: 'alert', 'aria-live': 'polite' } })
  const submit = h('button', { class: 'primary', text: strings.kitCreate, attrs: { type: 'submit' } })
  const setBusy = (busy: boolean) => {
    for (const element of [input, submit]) element.toggleAttribute('disabled', busy)
    submit.textContent = busy ? strings.kitCreating : strings.kitCreate
  }
  const form = h(
    'form',
    { class: 'view', attrs: { novalidate: '', 'data-view': 'kit-password', 'aria-labelledby': 'kit-title' } },
    header('kit-title', strings.kitTitle),
    h(
      'div',
      { class: 'scroll' },
      h('p', { class: 'subtle', text: strings.kitPasswordIntro }),
      h('label', { class: 'field' }, h('span', { text: strings.passwordLabel }), input),
    ),
    error,
    h('div', { class: 'actions' }, submit),
  )
  onTrustedSubmit(form, () => {
    const password = input.value
    if (password.length < MIN_PASSWORD_LENGTH) {
      error.textContent = fillEmbedded(strings.passwordTooShort, { min: MIN_PASSWORD_LENGTH })
      input.focus()
      return
    }
    error.textContent = ''
    setBusy(true)
    makeKit(password).then(
      (file) => {
        input.value = ''
        if (signal.aborted) return
        download(file.fileName, file.text, signal)
        replaceView(form, doneView(controls, file))
      },
      (failure: unknown) => {
        if (signal.aborted) return
        setBusy(false)
        error.textContent = passwordFailureText(failure, strings)
        input.select()
      },
    )
  })
  return form
}

/**
 * Shows the kit's code form for `steps.email`, then the password form, then the done screen. Resolves when
 * the user presses Done; Cancel on the code form rejects as user-rejected.
 */
export function showKit(surface: Surface, steps: KitSteps): Promise<void> {
  return surface.present<void>((controls) => {
    const { strings } = controls
    const { form } = codeStep(controls, {
      view: 'kit',
      title: strings.kitTitle,
      sent: fillEmbedded(strings.kitCodeSent, { email: steps.email }),
      verify: steps.verifyCode,
      verified: () => replaceView(form, passwordView(controls, steps.makeKit)),
    })
    return form
  })
}
