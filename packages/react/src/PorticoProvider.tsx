import type { Config } from '@portico/core'
import { type ReactNode, useEffect, useRef } from 'react'
import { PorticoContext } from './context.js'
import { type LocaleOption, type ModalHandle, mountModal, type ThemeMode, type ThemeVariables } from './ui.js'

export type PorticoProviderProps = {
  /** From `@portico/core`'s `createConfig`. */
  config: Config
  themeMode?: ThemeMode | undefined
  /** Theme tokens over the mode's defaults, e.g. `{ '--portico-accent': '#ff5a1f' }`. */
  themeVariables?: Partial<ThemeVariables> | undefined
  /**
   * The modal's language and strings: a tag (`'ja'`) or `{ language: 'ja', strings: { … } }`; default the
   * browser's language. The page buttons follow it. String overrides alone (`{ connectTitle: '…' }`) still work.
   */
  locale?: LocaleOption | undefined
  children?: ReactNode
}

const warnedConfigs = new WeakSet<Config>()

/**
 * In development, a server render with a config whose storage the server cannot read (the default
 * `localStorage`) renders a returning visitor as disconnected while the browser renders them connected: React
 * reports a hydration mismatch (error #418). Says so once per config, with the fix.
 */
function warnUnreadableStorage(config: Config): void {
  if (typeof window !== 'undefined' || warnedConfigs.has(config)) return
  if (typeof process === 'undefined' || process.env?.NODE_ENV === 'production') return
  if (config.storage.serverReadable !== false) return
  warnedConfigs.add(config)
  console.warn(
    "[portico] This page is rendered on the server, but the config keeps the connection in the browser's " +
      'localStorage, which the server cannot read: a returning visitor is rendered disconnected on the server ' +
      'and connected in the browser, and React reports a hydration error (#418). Create the config per request ' +
      "with `ssr: true` and `storage: cookieStorage({ cookie: <the request's Cookie header> })` from @portico/core.",
  )
}

/**
 * Provides `config` to the hooks and components, and mounts the modal once in the browser. Rendering it on
 * the server touches no `window`: the modal is created in an effect.
 */
export function PorticoProvider({
  config,
  themeMode,
  themeVariables,
  locale,
  children,
}: PorticoProviderProps) {
  warnUnreadableStorage(config)
  const modal = useRef<ModalHandle | undefined>(undefined)
  const latest = useRef({ themeMode, themeVariables, locale })
  latest.current = { themeMode, themeVariables, locale }
  // Theme variables and locale are compared by value: a new object literal each render recreates nothing.
  const appearance = JSON.stringify({ themeVariables, locale })

  // Declared before the modal's creation, so on mount it finds no modal yet (which gets the mode at creation).
  useEffect(() => {
    if (themeMode) modal.current?.setThemeMode(themeMode)
  }, [themeMode])

  // A config created with `ssr` asks the wallets only now, after hydration: the first render matched the server's.
  useEffect(() => {
    void config.resumeReconnect().catch(() => undefined)
  }, [config])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `appearance` stands for themeVariables and locale
  useEffect(() => {
    const { themeMode, themeVariables, locale } = latest.current
    const handle = mountModal({
      config,
      ...(themeMode && { themeMode }),
      ...(themeVariables && { themeVariables }),
      ...(locale && { locale }),
    })
    modal.current = handle
    return () => {
      handle.destroy()
      modal.current = undefined
    }
  }, [config, appearance])

  return <PorticoContext.Provider value={config}>{children}</PorticoContext.Provider>
}
