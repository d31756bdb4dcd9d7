// The key-export view: a code was e-mailed; once the service accepts it, the EVM private key (hex) and the Solana
// secret key (base58) show here, in the frame only, with copy buttons. Done clears them and ends the export.
import { type EmbeddedStrings, fillEmbedded } from '@portico/i18n/embedded'
import { FrameRequestError, UserRejectedError } from '../errors.js'
import { h, onTrustedClick, onTrustedSubmit } from './dom.js'
import type { Surface } from './surface.js'

export type ExportedKeys = { evm: string; solana: string }

function codeFailureText(error: unknown, strings: EmbeddedStrings): string {
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

async function copyText(text: string, source: HTMLElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // Without the clipboard permission (the app's iframe may not grant it), select the text and copy it that way.
    const selection = getSelection()
    selection?.selectAllChildren(source)
    return document.execCommand('copy')
  }
}

function secretBlock(label: string, value: string, strings: EmbeddedStrings, name: string): HTMLElement {
  const text = h('p', { class: 'secret-value mono', text: value, attrs: { 'data-secret': name } })
  const copy = h('button', {
    text: strings.copy,
    attrs: { type: 'button', 'aria-label': `${strings.copy}: ${label}` },
  })
  onTrustedClick(copy, () => {
    void copyText(value, text).then((copied) => {
      if (!copied) return
      copy.textContent = strings.copied
      setTimeout(() => {
        copy.textContent = strings.copy
      }, 1500)
    })
  })
  return h(
    'div',
    { class: 'secret' },
    h('span', { class: 'subtle', text: label }),
    h('div', { class: 'secret-row' }, text, copy),
  )
}

/**
 * Shows the code form for `email`; `verify(code)` checks the code and returns the keys. Resolves when the user
 * presses Done; Cancel rejects as user-rejected.
 */
export function showExport(
  surface: Surface,
  email: string,
  verify: (code: string) => Promise<ExportedKeys>,
): Promise<void> {
  return surface.present<void>(({ strings, resolve, reject, signal }) => {
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
      h('p', { class: 'subtle', text: fillEmbedded(strings.exportCodeSent, { email }) }),
      h('label', { class: 'field' }, h('span', { text: strings.codeLabel }), input),
    )
    const actions = h('div', { class: 'actions' }, cancel, submit)
    const form = h(
      'form',
      { class: 'view', attrs: { novalidate: '', 'data-view': 'export', 'aria-labelledby': 'export-title' } },
      h('header', {}, h('h1', { text: strings.exportTitle, attrs: { id: 'export-title' } })),
      body,
      error,
      actions,
    )

    const showKeys = (keys: ExportedKeys) => {
      const done = h('button', {
        class: 'primary',
        text: strings.done,
        attrs: { type: 'button', 'data-autofocus': '' },
      })
      onTrustedClick(done, () => {
        body.replaceChildren()
        resolve()
      })
      body.replaceChildren(
        h('p', { class: 'warning', text: strings.exportWarning }),
        secretBlock(strings.evmKeyLabel, keys.evm, strings, 'evm'),
        secretBlock(strings.solanaKeyLabel, keys.solana, strings, 'solana'),
      )
      actions.replaceChildren(done)
      done.focus()
    }
    // Keys never stay on screen after the view is replaced.
    signal.addEventListener('abort', () => body.replaceChildren(), { once: true })

    onTrustedSubmit(form, () => {
      const code = input.value.trim()
      if (!code) return
      error.textContent = ''
      for (const element of [input, submit]) element.toggleAttribute('disabled', true)
      submit.textContent = strings.working
      verify(code).then(
        (keys) => {
          if (!signal.aborted) showKeys(keys)
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
    return form
  })
}
