// The passkey settings: the user's passkeys, each with its name, when it was added and last used, whether it can
// rebuild the wallet on a new device, Rename and Remove (asked again inline); Add a passkey (the browser's prompt
// needs a click here) and Done. Failures show in the view, which stays.
import { fillEmbedded } from '@portico/i18n/embedded'
import type { PasskeyInfo } from '../service.js'
import { h, onTrustedClick, onTrustedSubmit } from './dom.js'
import { passkeyFailureText } from './passkeyErrors.js'
import type { Surface } from './surface.js'

export type PasskeySettings = {
  list(): Promise<PasskeyInfo[]>
  add(): Promise<void>
  rename(id: string, name: string): Promise<void>
  remove(id: string): Promise<void>
}

/** Shows the passkey settings until the user presses Done. */
export function showPasskeys(surface: Surface, settings: PasskeySettings): Promise<void> {
  return surface.present<void>(({ strings, resolve, signal }) => {
    const day = new Intl.DateTimeFormat(document.documentElement.lang || 'en', { dateStyle: 'medium' })
    // Until the first list arrives, the list says it is on its way rather than showing nothing.
    const list = h(
      'ul',
      { class: 'passkeys', attrs: { 'aria-labelledby': 'passkeys-title', 'aria-busy': 'true' } },
      h('li', { class: 'subtle', text: strings.working }),
    )
    const status = h('p', { class: 'subtle', attrs: { role: 'status', 'aria-live': 'polite' } })
    const error = h('p', { class: 'error', attrs: { role: 'alert', 'aria-live': 'polite' } })
    const add = h('button', { text: strings.passkeyAdd, attrs: { type: 'button', 'data-passkey-add': '' } })
    const done = h('button', { class: 'primary', text: strings.done, attrs: { type: 'button' } })

    /** Runs a change; on success says `said` and lists again, on failure says why. */
    const change = async (work: () => Promise<void>, said?: string) => {
      error.textContent = ''
      status.textContent = strings.working
      try {
        await work()
        if (signal.aborted) return
        await refresh()
        status.textContent = said ?? ''
      } catch (failure) {
        if (signal.aborted) return
        status.textContent = ''
        error.textContent = passkeyFailureText(failure, strings)
      }
    }

    const renameForm = (item: PasskeyInfo, row: HTMLElement) => {
      const input = h('input', {
        attrs: {
          name: 'name',
          maxlength: '64',
          required: '',
          value: item.name,
          'aria-label': strings.passkeyNameLabel,
        },
      })
      const cancel = h('button', { text: strings.cancel, attrs: { type: 'button' } })
      const form = h(
        'form',
        { class: 'passkey-edit', attrs: { novalidate: '' } },
        h('label', { class: 'field' }, h('span', { text: strings.passkeyNameLabel }), input),
        h(
          'div',
          { class: 'actions' },
          cancel,
          h('button', { class: 'primary', text: strings.passkeySave, attrs: { type: 'submit' } }),
        ),
      )
      onTrustedClick(cancel, () => void refresh())
      onTrustedSubmit(form, () => {
        const name = input.value.trim()
        if (name) void change(() => settings.rename(item.id, name))
      })
      row.replaceChildren(form)
      input.focus()
    }

    const removeConfirm = (item: PasskeyInfo, row: HTMLElement) => {
      const cancel = h('button', { text: strings.cancel, attrs: { type: 'button' } })
      const remove = h('button', {
        class: 'danger',
        text: strings.passkeyRemove,
        attrs: { type: 'button', 'data-confirm': '' },
      })
      onTrustedClick(cancel, () => void refresh())
      onTrustedClick(remove, () => void change(() => settings.remove(item.id), strings.passkeyRemoved))
      row.replaceChildren(
        h('p', { class: 'text', text: fillEmbedded(strings.passkeyRemoveConfirm, { name: item.name }) }),
        h('div', { class: 'actions' }, cancel, remove),
      )
      cancel.focus()
    }

    const rowOf = (item: PasskeyInfo) => {
      const row = h('li', { class: 'passkey', attrs: { 'data-passkey-id': item.id } })
      const rename = h('button', { class: 'link', text: strings.passkeyRename, attrs: { type: 'button' } })
      const remove = h('button', { class: 'link', text: strings.passkeyRemove, attrs: { type: 'button' } })
      onTrustedClick(rename, () => renameForm(item, row))
      onTrustedClick(remove, () => removeConfirm(item, row))
      const dates = [
        fillEmbedded(strings.passkeyAddedOn, { date: day.format(item.createdAt) }),
        item.lastUsedAt !== null &&
          fillEmbedded(strings.passkeyLastUsed, { date: day.format(item.lastUsedAt) }),
      ].filter(Boolean)
      row.append(
        h('strong', { text: item.name }),
        h('span', { class: 'subtle', text: dates.join(' · ') }),
        h('span', { class: 'row-actions' }, rename, remove),
      )
      if (item.backup)
        row.lastElementChild?.before(h('span', { class: 'subtle', text: strings.passkeyWithBackup }))
      return row
    }

    const refresh = async () => {
      const items = await settings.list()
      if (signal.aborted) return
      list.replaceChildren(...items.map(rowOf))
      list.removeAttribute('aria-busy')
      if (items.length === 0) list.append(h('li', { class: 'subtle', text: strings.passkeysEmpty }))
    }

    onTrustedClick(add, () => {
      add.toggleAttribute('disabled', true)
      void change(() => settings.add(), strings.passkeyAdded).finally(() =>
        add.toggleAttribute('disabled', false),
      )
    })
    onTrustedClick(done, () => resolve())
    void refresh().catch((failure: unknown) => {
      if (!signal.aborted) error.textContent = passkeyFailureText(failure, strings)
    })

    return h(
      'section',
      { class: 'view', attrs: { 'data-view': 'passkeys', 'aria-labelledby': 'passkeys-title' } },
      h('header', {}, h('h1', { text: strings.passkeysTitle, attrs: { id: 'passkeys-title' } })),
      h('div', { class: 'scroll' }, h('p', { class: 'subtle', text: strings.passkeysIntro }), list, status),
      error,
      h('div', { class: 'actions' }, add, done),
    )
  })
}
