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
  const modal = useRef<ModalHandle | undefined>(undefined)
  const latest = useRef({ themeMode, themeVariables, locale })
  latest.current = { themeMode, themeVariables, locale }
  // Theme variables and locale are compared by value: a new object literal each render recreates nothing.
  const appearance = JSON.stringify({ themeVariables, locale })

  // Declared before the modal's creation, so on mount it finds no modal yet (which gets the mode at creation).
  useEffect(() => {
    if (themeMode) modal.current?.setThemeMode(themeMode)
  }, [themeMode])

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
