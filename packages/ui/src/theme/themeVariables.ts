// Typed theme tokens. The modal writes them as CSS custom properties on its own host element, never on
// :root, so two modals (or the host page) never see each other's theme.

export type ThemeMode = 'dark' | 'light'

export type ThemeVariables = {
  /** Font stack of every text in the modal. */
  '--portico-font-family': string
  /** Master font size: every size in the modal is a multiple of it (10px by default). */
  '--portico-font-size-master': string
  /** Master corner radius: every radius is a multiple of it. */
  '--portico-border-radius-master': string
  /** Stacking order of the modal and its toasts (999 by default). */
  '--portico-z-index': string | number
  /** Brand colour of primary buttons, focus rings and highlights. */
  '--portico-accent': string
  /** The accent as text on the background and surfaces (readable where the accent itself is not). */
  '--portico-accent-text': string
  /** Text on the accent colour. */
  '--portico-accent-foreground': string
  /** The modal's background (#121313 in the dark theme, #fff in the light one). */
  '--portico-background': string
  /** Raised surfaces: list items, inputs, cards. */
  '--portico-surface': string
  /** Raised surfaces under the pointer. */
  '--portico-surface-hover': string
  /** Hairlines between and around surfaces. */
  '--portico-border': string
  /** Main text. */
  '--portico-foreground': string
  /** Secondary text. */
  '--portico-foreground-muted': string
  '--portico-success': string
  '--portico-error': string
  /** The page dimming behind the modal. */
  '--portico-overlay': string
  /** Modules of the QR code (drawn on white in both themes so that every scanner reads it). */
  '--portico-qr-color': string
}

const shared = {
  '--portico-font-family':
    "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--portico-font-size-master': '10px',
  '--portico-border-radius-master': '4px',
  '--portico-z-index': 999,
  '--portico-qr-color': '#141414',
} as const

/** The two built-in themes: dark on #121313, light on #fff; accents differ per theme. */
export const themes: Record<ThemeMode, ThemeVariables> = {
  dark: {
    ...shared,
    '--portico-accent': '#4a63f5',
    '--portico-accent-text': '#8c9cff',
    '--portico-accent-foreground': '#ffffff',
    '--portico-background': '#121313',
    '--portico-surface': '#1c1d1e',
    '--portico-surface-hover': '#26282a',
    '--portico-border': 'rgba(255, 255, 255, 0.08)',
    '--portico-foreground': '#e4e7e7',
    '--portico-foreground-muted': '#949e9e',
    '--portico-success': '#26d962',
    '--portico-error': '#f25a67',
    '--portico-overlay': 'rgba(0, 0, 0, 0.6)',
  },
  light: {
    ...shared,
    '--portico-accent': '#3d5afe',
    '--portico-accent-text': '#2f4de0',
    '--portico-accent-foreground': '#ffffff',
    '--portico-background': '#ffffff',
    '--portico-surface': '#f3f4f6',
    '--portico-surface-hover': '#e8eaee',
    '--portico-border': 'rgba(0, 0, 0, 0.08)',
    '--portico-foreground': '#141414',
    '--portico-foreground-muted': '#5f646b',
    '--portico-success': '#0a6e31',
    '--portico-error': '#c42b3b',
    '--portico-overlay': 'rgba(20, 20, 20, 0.35)',
  },
}

/** The variables of `mode` with `overrides` on top. */
export function resolveTheme(mode: ThemeMode, overrides: Partial<ThemeVariables> = {}): ThemeVariables {
  const merged: ThemeVariables = { ...themes[mode] }
  for (const [key, value] of Object.entries(overrides) as [keyof ThemeVariables, string | number][]) {
    if (value !== undefined) (merged as Record<string, string | number>)[key] = value
  }
  return merged
}

/** Writes the variables as custom properties on `element` (its inline style). */
export function applyTheme(element: HTMLElement, variables: ThemeVariables): void {
  for (const [key, value] of Object.entries(variables)) element.style.setProperty(key, String(value))
}
