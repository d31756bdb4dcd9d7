// The frame's one place on screen. Idle, it shows nothing (the kit shows the frame only while a form or an
// approval is up). One view at a time: a newer view replaces the one shown, which then rejects as user-rejected
// (the kit shows one frame view at a time, and moves on when its modal closes).
import {
  type EmbeddedStrings,
  embeddedDirection,
  embeddedLanguage,
  embeddedStrings,
} from '@portico/i18n/embedded'
import { UserRejectedError } from '../errors.js'
import { h } from './dom.js'
import { accentRule, FRAME_CSS } from './styles.js'

export type ViewControls<T> = {
  strings: EmbeddedStrings
  resolve: (value: T) => void
  reject: (error: unknown) => void
  /** Aborted when the view is replaced or settled. */
  signal: AbortSignal
}

export type Surface = {
  setTheme(mode: 'light' | 'dark', variables?: Record<string, string | number>): void
  setLocale(locale: string | undefined): void
  strings(): EmbeddedStrings
  /** Shows the view `build` makes until it resolves or rejects, or a newer view replaces it. */
  present<T>(build: (controls: ViewControls<T>) => HTMLElement): Promise<T>
  /** Whether a view is on screen. */
  busy(): boolean
}

export function createSurface(document: Document): Surface {
  const base = new CSSStyleSheet()
  base.replaceSync(FRAME_CSS)
  const accent = new CSSStyleSheet()
  document.adoptedStyleSheets = [base, accent]
  const root = h('div', { attrs: { id: 'portico-root' } })
  document.body.append(root)
  let locale: string | undefined
  let current: AbortController | undefined

  const setLocale = (next: string | undefined) => {
    locale = next
    document.documentElement.lang = embeddedLanguage(locale)
    document.documentElement.dir = embeddedDirection(locale)
  }
  setLocale(undefined)

  return {
    setTheme(mode, variables) {
      document.documentElement.dataset.theme = mode
      accent.replaceSync(accentRule(variables))
    },
    setLocale,
    strings: () => embeddedStrings(locale),
    busy: () => current !== undefined,
    present<T>(build: (controls: ViewControls<T>) => HTMLElement): Promise<T> {
      current?.abort()
      const controller = new AbortController()
      current = controller
      return new Promise<T>((resolve, reject) => {
        const settle = () => {
          if (current === controller) {
            current = undefined
            root.replaceChildren()
          }
          controller.abort()
        }
        controller.signal.addEventListener('abort', () => reject(new UserRejectedError()), { once: true })
        const view = build({
          strings: embeddedStrings(locale),
          signal: controller.signal,
          resolve: (value) => {
            resolve(value)
            settle()
          },
          reject: (error) => {
            reject(error)
            settle()
          },
        })
        root.replaceChildren(view)
        view.querySelector<HTMLElement>('[data-autofocus]')?.focus()
      })
    },
  }
}
