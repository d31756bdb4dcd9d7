// The login methods: the user's ways into this wallet — the e-mail address (or none, with where to add one), the
// passkeys (how many; they are managed in Passkeys) and each linked social login with Unlink (asked again inline) —
// then Link for each provider the service offers that is not linked yet, and Done. A Link click opens the window the
// provider's login runs in, at once (a window opened later is blocked). Failures show in the view, which stays.
import type { SocialOption, SocialProvider } from '@portico/embedded-wallet/protocol'
import { type EmbeddedStrings, fillEmbedded } from '@portico/i18n/embedded'
import { UserRejectedError } from '../errors.js'
import { openLinkWindow } from '../linkWindow.js'
import type { LoginMethods } from '../service.js'
import { h, onTrustedClick } from './dom.js'
import { loginMethodFailureText } from './loginMethodErrors.js'
import type { Surface } from './surface.js'

export type LoginMethodsList = LoginMethods & {
  /** The providers the service offers that are not linked yet, in its order. */
  linkable: SocialProvider[]
}

export type LoginMethodsSettings = {
  list(): Promise<LoginMethodsList>
  /** Links a login at `provider` in `popup` (opened by the click); the user's rejection when it was left. */
  link(provider: SocialProvider, popup: Window, signal: AbortSignal): Promise<void>
  unlink(provider: string): Promise<void>
}

/** A provider's brand name, as the frame's strings spell it; an unknown one as the service names it. */
export function providerName(provider: string, strings: EmbeddedStrings): string {
  const names: Record<SocialOption, string> = {
    google: strings.socialGoogle,
    apple: strings.socialApple,
    github: strings.socialGithub,
    discord: strings.socialDiscord,
    x: strings.socialX,
    facebook: strings.socialFacebook,
    farcaster: strings.socialFarcaster,
  }
  return Object.hasOwn(names, provider) ? names[provider as SocialOption] : provider
}

type Strings = Parameters<Parameters<Surface['present']>[0]>[0]['strings']

/** The e-mail row: the address, or none with where to add one. */
function emailRow(email: string | null, strings: Strings) {
  return h(
    'li',
    { class: 'method', attrs: { 'data-method': 'email' } },
    h('strong', { text: strings.loginMethodEmail }),
    h('span', { class: 'subtle', text: email ?? strings.loginMethodNoEmail }),
    email === null && h('span', { class: 'subtle', text: strings.loginMethodAddEmailNote }),
  )
}

/** The passkeys row: how many (managed in Passkeys). */
function passkeysRow(count: number, strings: Strings, number: Intl.NumberFormat) {
  return h(
    'li',
    { class: 'method', attrs: { 'data-method': 'passkeys' } },
    h('strong', { text: fillEmbedded(strings.loginMethodPasskeys, { count: number.format(count) }) }),
    h('span', { class: 'subtle', text: strings.loginMethodPasskeysManaged }),
  )
}

/** Shows the login methods until the user presses Done. */
export function showLoginMethods(surface: Surface, settings: LoginMethodsSettings): Promise<void> {
  return surface.present<void>(({ strings, resolve, signal }) => {
    const number = new Intl.NumberFormat(document.documentElement.lang || 'en')
    // Until the first list arrives, the list says it is on its way rather than showing nothing.
    const list = h(
      'ul',
      { class: 'methods', attrs: { 'aria-labelledby': 'login-methods-title', 'aria-busy': 'true' } },
      h('li', { class: 'subtle', text: strings.working }),
    )
    const linkHeading = h('h2', { attrs: { id: 'login-methods-link' } })
    const links = h('div', { class: 'link-buttons', attrs: { 'aria-labelledby': 'login-methods-link' } })
    const status = h('p', { class: 'subtle', attrs: { role: 'status', 'aria-live': 'polite' } })
    const error = h('p', { class: 'error', attrs: { role: 'alert', 'aria-live': 'polite' } })
    const done = h('button', { class: 'primary', text: strings.done, attrs: { type: 'button' } })
    // While a provider's window is open, no other Link starts.
    let linking = false

    /**
     * Runs a change; on success says `said` and lists again. A failure says why (`provider`: the one being linked);
     * the user's own rejection (a closed window, a declined login) says nothing.
     */
    const change = async (work: () => Promise<void>, said: string, provider?: string) => {
      error.textContent = ''
      status.textContent = provider ? strings.loginMethodLinkWaiting : strings.working
      try {
        await work()
        if (signal.aborted) return
        await refresh()
        status.textContent = said
      } catch (failure) {
        if (signal.aborted) return
        status.textContent = ''
        if (!(failure instanceof UserRejectedError))
          error.textContent = loginMethodFailureText(failure, strings, provider)
      }
    }

    const unlinkConfirm = (provider: string, row: HTMLElement) => {
      const name = providerName(provider, strings)
      const cancel = h('button', { text: strings.cancel, attrs: { type: 'button' } })
      const unlink = h('button', {
        class: 'danger',
        text: strings.loginMethodUnlink,
        attrs: { type: 'button', 'data-confirm': '' },
      })
      onTrustedClick(cancel, () => void refresh())
      onTrustedClick(
        unlink,
        () =>
          void change(
            () => settings.unlink(provider),
            fillEmbedded(strings.loginMethodUnlinked, { provider: name }),
          ),
      )
      row.replaceChildren(
        h('p', { class: 'text', text: fillEmbedded(strings.loginMethodUnlinkConfirm, { provider: name }) }),
        h('div', { class: 'actions' }, cancel, unlink),
      )
      cancel.focus()
    }

    const socialRow = (social: { provider: string; userName: string | null }) => {
      const row = h('li', {
        class: 'method',
        attrs: { 'data-method': 'social', 'data-provider': social.provider },
      })
      const unlink = h('button', {
        class: 'link',
        text: strings.loginMethodUnlink,
        attrs: { type: 'button' },
      })
      onTrustedClick(unlink, () => unlinkConfirm(social.provider, row))
      row.append(h('strong', { text: providerName(social.provider, strings) }))
      if (social.userName !== null) row.append(h('span', { class: 'subtle', text: social.userName }))
      row.append(h('span', { class: 'row-actions' }, unlink))
      return row
    }

    const linkButton = (provider: SocialProvider) => {
      const name = providerName(provider, strings)
      const button = h('button', {
        text: fillEmbedded(strings.loginMethodLink, { provider: name }),
        attrs: { type: 'button', 'data-link': provider },
      })
      button.toggleAttribute('disabled', linking)
      onTrustedClick(button, () => {
        if (linking) return
        // In the click, before anything is awaited: a window opened later is blocked.
        const popup = openLinkWindow()
        if (!popup) {
          status.textContent = ''
          error.textContent = strings.loginMethodWindowBlocked
          return
        }
        setLinking(true)
        void change(
          () => settings.link(provider, popup, signal),
          fillEmbedded(strings.loginMethodLinked, { provider: name }),
          name,
        ).finally(() => setLinking(false))
      })
      return button
    }

    const setLinking = (on: boolean) => {
      linking = on
      for (const button of links.querySelectorAll('button')) button.toggleAttribute('disabled', on)
    }

    const refresh = async () => {
      const methods = await settings.list()
      if (signal.aborted) return
      list.replaceChildren(
        emailRow(methods.email, strings),
        passkeysRow(methods.passkeys, strings, number),
        ...methods.socials.map(socialRow),
      )
      list.removeAttribute('aria-busy')
      linkHeading.textContent = methods.linkable.length > 0 ? strings.loginMethodLinkTitle : ''
      links.replaceChildren(...methods.linkable.map(linkButton))
    }

    onTrustedClick(done, () => resolve())
    void refresh().catch((failure: unknown) => {
      if (!signal.aborted) error.textContent = loginMethodFailureText(failure, strings)
    })

    return h(
      'section',
      { class: 'view', attrs: { 'data-view': 'login-methods', 'aria-labelledby': 'login-methods-title' } },
      h('header', {}, h('h1', { text: strings.loginMethodsTitle, attrs: { id: 'login-methods-title' } })),
      h(
        'div',
        { class: 'scroll' },
        h('p', { class: 'subtle', text: strings.loginMethodsIntro }),
        list,
        linkHeading,
        links,
      ),
      status,
      error,
      h('div', { class: 'actions' }, done),
    )
  })
}
