// The import view: one field for a recovery phrase or a private key, typed here in the frame only (the app's page
// never sees it). The kind is named as the user types; Continue checks it (BIP-39 checksum, key range) and says
// what is wrong in the form. A paragraph says plainly what importing means. Back returns to the password form.
import { type EmbeddedStrings, fillEmbedded } from '@portico/i18n/embedded'
import {
  detectImportKind,
  type ImportKind,
  InvalidImportError,
  mnemonicWords,
  parseImport,
} from '../importKey.js'
import { h, onTrustedClick, onTrustedSubmit } from './dom.js'
import type { Surface } from './surface.js'

export type ImportedSecret = { kind: ImportKind; secret: Uint8Array }

/** The line under the field naming what the text looks like, or '' for nothing yet. */
function kindText(text: string, strings: EmbeddedStrings): string {
  switch (detectImportKind(text)) {
    case 'mnemonic':
      return fillEmbedded(strings.importKindMnemonic, { count: mnemonicWords(text).length })
    case 'evm-key':
      return strings.evmKeyLabel
    case 'solana-key':
      return strings.solanaKeyLabel
    default:
      return ''
  }
}

function failureText(error: unknown, text: string, strings: EmbeddedStrings): string {
  if (!(error instanceof InvalidImportError)) return strings.genericError
  switch (error.reason) {
    case 'empty':
      return strings.importEmpty
    case 'unrecognised':
      return strings.importUnrecognised
    case 'word-count':
      return fillEmbedded(strings.importWordCount, { count: mnemonicWords(text).length })
    case 'unknown-word':
      return fillEmbedded(strings.importUnknownWord, { word: error.word ?? '' })
    case 'checksum':
      return strings.importChecksum
    case 'key-invalid':
      return strings.importKeyInvalid
  }
}

/**
 * Shows the import view; resolves with the checked secret (the caller wipes it), or undefined when the user
 * presses Back.
 */
export function askImport(surface: Surface): Promise<ImportedSecret | undefined> {
  return surface.present<ImportedSecret | undefined>(({ strings, resolve, signal }) => {
    const input = h('textarea', {
      attrs: {
        name: 'secret',
        rows: '4',
        required: '',
        maxlength: '1024',
        autocomplete: 'off',
        autocapitalize: 'off',
        autocorrect: 'off',
        spellcheck: 'false',
        'aria-describedby': 'import-kind',
        'data-autofocus': '',
      },
    })
    const kind = h('p', {
      class: 'subtle',
      attrs: { id: 'import-kind', 'data-kind': '', 'aria-live': 'polite' },
    })
    const error = h('p', { class: 'error', attrs: { role: 'alert', 'aria-live': 'polite' } })
    const back = h('button', { text: strings.back, attrs: { type: 'button' } })
    const next = h('button', { class: 'primary', text: strings.importContinue, attrs: { type: 'submit' } })
    const clear = () => {
      input.value = ''
    }
    onTrustedClick(back, () => {
      clear()
      resolve(undefined)
    })
    input.addEventListener('input', () => {
      kind.textContent = kindText(input.value, strings)
      error.textContent = ''
    })
    // The typed secret does not stay in the field once the view is gone.
    signal.addEventListener('abort', clear, { once: true })

    const form = h(
      'form',
      { class: 'view', attrs: { novalidate: '', 'data-view': 'import', 'aria-labelledby': 'import-title' } },
      h('header', {}, h('h1', { text: strings.importTitle, attrs: { id: 'import-title' } })),
      h(
        'div',
        { class: 'scroll' },
        h('p', { class: 'subtle', text: strings.importIntro }),
        h('label', { class: 'field' }, h('span', { text: strings.importLabel }), input),
        kind,
        h('p', { class: 'warning', text: strings.importExplainer }),
      ),
      error,
      h('div', { class: 'actions' }, back, next),
    )

    onTrustedSubmit(form, () => {
      const text = input.value
      try {
        const parsed = parseImport(text)
        clear()
        resolve(parsed)
      } catch (failure) {
        error.textContent = failureText(failure, text, strings)
        input.focus()
      }
    })
    return form
  })
}
