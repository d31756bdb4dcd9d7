import { svg } from 'lit'

/**
 * A key, drawn on the icons' 24×24 grid: the passkey entries' icon (here rather than in the shared icon set, so
 * only the views that offer passkeys carry it).
 */
export const passkeyIcon = svg`<svg viewBox="0 0 24 24" width="1.3em" height="1.3em" fill="none" stroke="currentColor"
  stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><circle cx="8" cy="12" r="3.5" />
  <path d="M11.5 12H20M17 12v3M20 12v2.5" /></svg>`

/** Whether this browser can use passkeys at all. */
export const browserHasPasskeys = () => typeof globalThis.PublicKeyCredential === 'function'
