import type { ThemeMode } from '@portico/react'
import { useCallback, useEffect, useState } from 'react'

const KEY = 'portico-demo.theme'

/** `?theme=` first, then the last choice, then the system's preference. */
function initialThemeMode(): ThemeMode {
  const asked = new URLSearchParams(window.location.search).get('theme') ?? window.localStorage.getItem(KEY)
  if (asked === 'dark' || asked === 'light') return asked
  return window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark'
}

/** The page's theme (also the modal's), kept on `<html data-theme>` and in localStorage. */
export function useThemeMode(): [ThemeMode, () => void] {
  const [mode, setMode] = useState(initialThemeMode)
  useEffect(() => {
    document.documentElement.dataset.theme = mode
    window.localStorage.setItem(KEY, mode)
  }, [mode])
  const toggle = useCallback(() => setMode((current) => (current === 'dark' ? 'light' : 'dark')), [])
  return [mode, toggle]
}
