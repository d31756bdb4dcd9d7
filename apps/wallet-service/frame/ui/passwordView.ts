// The recovery-password forms: set one for a new wallet (with the warning that it cannot be reset), or enter it
// on a new device. The form stays up until `submit` succeeds; its errors show in the form.
import { type EmbeddedStrings, fillEmbedded } from '@portico/i18n/embedded'
import { FrameRequestError } from '../errors.js'
import { MIN_PASSWORD_LENGTH } from '../recovery.js'
import { h, onTrustedClick, onTrustedSubmit } from './dom.js'
import type { Surface } from './surface.js'

export type PasswordMode = 'create' | 'recover'

export type PasswordOptions = {
  /** A new wallet's form offers "Import an existing wallet"; the form then resolves 'import'. */
  offerImport?: boolean
  /** The secret is an imported one: the button says Import wallet. */
  importing?: boolean
  /** A line above the form saying why it is asked for (a passkey that cannot lock the backup). */
  note?: string | undefined
  /** The recover form offers "Use a passkey instead"; the form then resolves 'passkey'. */
  offerPasskey?: boolean
}

/** What the form says when `submit` fails. */
function failureText(error: unknown, strings: EmbeddedStrings): string {
  if (error instanceof FrameRequestError && error.reason === 'RECOVERY_FAILED') return strings.wrongPassword
  if (error instanceof FrameRequestError && error.reason === 'RATE_LIMITED')
    return fillEmbedded(strings.rateLimited, { seconds: error.retryAfter ?? 60 })
  return strings.genericError
}

function passwordField(label: string, autocomplete: string, name: string) {
  const input = h('input', {
    attrs: { type: 'password', name, autocomplete, required: '', maxlength: '256', spellcheck: 'false' },
  })
  return { input, field: h('label', { class: 'field' }, h('span', { text: label }), input) }
}

/**
 * Shows the form for `mode` and resolves 'done' once `submit(password)` has succeeded, 'passkey' when the user
 * chose their passkey instead, or 'import' when the user
 * chose to import a wallet instead. A failure that is the user's to fix (wrong password, too many tries) shows in
 * the form; others too, with a generic text, and the form stays.
 */
export function askPassword(
  surface: Surface,
  mode: PasswordMode,
  submit: (password: string) => Promise<void>,
  { offerImport = false, importing = false, note, offerPasskey = false }: PasswordOptions = {},
): Promise<'done' | 'import' | 'passkey'> {
  return surface.present<'done' | 'import' | 'passkey'>(({ strings, resolve, signal }) => {
    const submitText = importing ? strings.importSubmit : strings.createWallet
    const busyText = importing ? strings.importingWallet : strings.creatingWallet
    const password = passwordField(
      strings.passwordLabel,
      mode === 'create' ? 'new-password' : 'current-password',
      'password',
    )
    const confirm =
      mode === 'create' ? passwordField(strings.confirmLabel, 'new-password', 'confirm') : undefined
    const error = h('p', { class: 'error', attrs: { role: 'alert', 'aria-live': 'polite' } })
    const button = h('button', {
      class: 'primary',
      text: mode === 'create' ? submitText : strings.recoverSubmit,
      attrs: { type: 'submit' },
    })
    const inputs = [password.input, confirm?.input].filter((input) => input !== undefined)
    const setBusy = (busy: boolean) => {
      for (const element of [...inputs, button, importLink, passkeyLink])
        element?.toggleAttribute('disabled', busy)
      button.textContent = busy
        ? mode === 'create'
          ? busyText
          : strings.recovering
        : mode === 'create'
          ? submitText
          : strings.recoverSubmit
    }
    password.input.setAttribute('data-autofocus', '')
    const importLink =
      mode === 'create' && offerImport
        ? h('button', {
            class: 'link',
            text: strings.importLink,
            attrs: { type: 'button', 'data-import': '' },
          })
        : undefined
    if (importLink) onTrustedClick(importLink, () => resolve('import'))
    const passkeyLink =
      mode === 'recover' && offerPasskey
        ? h('button', {
            class: 'link',
            text: strings.passkeyInstead,
            attrs: { type: 'button', 'data-passkey': 'instead' },
          })
        : undefined
    if (passkeyLink) onTrustedClick(passkeyLink, () => resolve('passkey'))

    const form = h(
      'form',
      {
        class: 'view',
        attrs: {
          novalidate: '',
          'data-view': mode === 'create' ? 'setup' : 'recover',
          'aria-labelledby': 'password-title',
        },
      },
      h(
        'header',
        {},
        h('h1', {
          text: mode === 'create' ? strings.setupTitle : strings.recoverTitle,
          attrs: { id: 'password-title' },
        }),
      ),
      h(
        'div',
        { class: 'scroll' },
        note && h('p', { class: 'text', text: note, attrs: { 'data-note': '' } }),
        h('p', { class: 'subtle', text: mode === 'create' ? strings.setupIntro : strings.recoverIntro }),
        mode === 'create' && h('p', { class: 'warning', text: strings.setupWarning }),
        password.field,
        confirm?.field,
      ),
      error,
      h('div', { class: 'actions' }, button),
      importLink,
      passkeyLink,
    )

    onTrustedSubmit(form, () => {
      const value = password.input.value
      if (value.length < MIN_PASSWORD_LENGTH) {
        error.textContent = fillEmbedded(strings.passwordTooShort, { min: MIN_PASSWORD_LENGTH })
        password.input.focus()
        return
      }
      if (confirm && confirm.input.value !== value) {
        error.textContent = strings.passwordMismatch
        confirm.input.focus()
        return
      }
      error.textContent = ''
      setBusy(true)
      submit(value).then(
        () => {
          password.input.value = ''
          if (confirm) confirm.input.value = ''
          resolve('done')
        },
        (failure: unknown) => {
          if (signal.aborted) return
          setBusy(false)
          error.textContent = failureText(failure, strings)
          password.input.select()
        },
      )
    })
    return form
  })
}
