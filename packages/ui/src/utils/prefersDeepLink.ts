import { isMobile } from './isMobile.js'

/** Below this width the modal is a bottom sheet, and a phone is assumed. */
const NARROW_VIEWPORT = '(max-width: 430px)'

/**
 * A phone, by its user agent or a viewport as narrow as one: WalletConnect wallets open by their deep links
 * there, instead of showing a QR code to scan.
 */
export function prefersDeepLink(): boolean {
  if (isMobile()) return true
  return typeof matchMedia === 'function' && matchMedia(NARROW_VIEWPORT).matches
}
