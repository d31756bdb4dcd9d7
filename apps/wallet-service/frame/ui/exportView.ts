// The key-export view: a code was e-mailed (or, for a wallet without an e-mail address, the user confirms with their
// passkey); once the service accepts it, the EVM private key (hex) and the Solana secret key (base58) show here, in
// the frame only, with copy buttons. Done clears them and ends the export.
import { type EmbeddedStrings, fillEmbedded } from '@portico/i18n/embedded'
import { UserRejectedError } from '../errors.js'
import { codeStep } from './codeStep.js'
import { h, onTrustedClick } from './dom.js'
import { passkeyFailureText } from './passkeyErrors.js'
import type { Surface, ViewControls } from './surface.js'

/** The keys to show: both for a wallet made from a phrase, one for a wallet imported from a private key. */
export type ExportedKeys = { evm?: string; solana?: string }

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

/** Shows `keys` in `body`, with Done in `actions` (which ends the export). */
function showKeys(
  { strings, resolve }: Pick<ViewControls<void>, 'strings' | 'resolve'>,
  { body, actions }: { body: HTMLElement; actions: HTMLElement },
  keys: ExportedKeys,
) {
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
    ...(keys.evm !== undefined ? [secretBlock(strings.evmKeyLabel, keys.evm, strings, 'evm')] : []),
    ...(keys.solana !== undefined
      ? [secretBlock(strings.solanaKeyLabel, keys.solana, strings, 'solana')]
      : []),
  )
  actions.replaceChildren(done)
  done.focus()
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
  return surface.present<void>((controls) => {
    const { strings, signal } = controls
    const step = codeStep(controls, {
      view: 'export',
      title: strings.exportTitle,
      sent: fillEmbedded(strings.exportCodeSent, { email }),
      verify,
      verified: (keys) => showKeys(controls, step, keys),
    })
    // Keys never stay on screen after the view is replaced.
    signal.addEventListener('abort', () => step.body.replaceChildren(), { once: true })
    return step.form
  })
}

/**
 * For a wallet without an e-mail address: Confirm with passkey, where `confirm()` asks for the user's passkey and
 * returns the keys. Resolves when the user presses Done; Cancel rejects as user-rejected.
 */
export function showExportByPasskey(surface: Surface, confirm: () => Promise<ExportedKeys>): Promise<void> {
  return surface.present<void>((controls) => {
    const { strings, reject, signal } = controls
    const error = h('p', { class: 'error', attrs: { role: 'alert', 'aria-live': 'polite' } })
    const body = h('div', { class: 'scroll' }, h('p', { class: 'subtle', text: strings.exportPasskeyIntro }))
    const cancel = h('button', { text: strings.cancel, attrs: { type: 'button' } })
    const button = h('button', {
      class: 'primary',
      text: strings.exportPasskeyConfirm,
      attrs: { type: 'button', 'data-autofocus': '', 'data-passkey': 'confirm' },
    })
    const actions = h('div', { class: 'actions' }, cancel, button)
    onTrustedClick(cancel, () => reject(new UserRejectedError()))
    onTrustedClick(button, () => {
      error.textContent = ''
      button.toggleAttribute('disabled', true)
      confirm().then(
        (keys) => {
          if (!signal.aborted) showKeys(controls, { body, actions }, keys)
        },
        (failure: unknown) => {
          if (signal.aborted) return
          button.toggleAttribute('disabled', false)
          error.textContent = passkeyFailureText(failure, strings)
        },
      )
    })
    signal.addEventListener('abort', () => body.replaceChildren(), { once: true })
    return h(
      'section',
      { class: 'view', attrs: { 'data-view': 'export', 'aria-labelledby': 'export-title' } },
      h('header', {}, h('h1', { text: strings.exportTitle, attrs: { id: 'export-title' } })),
      body,
      error,
      actions,
    )
  })
}
