// The window a social login is linked in: opened blank by the user's click in the frame (a window opened later is
// blocked), sent to the provider, and read once the provider's journey has ended on the service's own page
// `/social/linked`. That page is on this frame's origin, so its address is readable here; at the provider it is not.
import { SOCIAL_LINKED_PATH } from '@portico/embedded-wallet/protocol'

/** How often the window is looked at while the user is at the provider. */
export const LINK_POLL_MS = 250

const WIDTH = 480
const HEIGHT = 640

/** Opens the (blank, for now) window, centred over the page; null when the browser blocked it. */
export function openLinkWindow(view: Window = window): Window | null {
  const left = Math.max(0, view.screenX + (view.outerWidth - WIDTH) / 2)
  const top = Math.max(0, view.screenY + (view.outerHeight - HEIGHT) / 2)
  return view.open(
    'about:blank',
    '_blank',
    `popup,width=${WIDTH},height=${HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
  )
}

/** The window's address when it is on `origin`'s linked page; undefined elsewhere (unreadable at the provider). */
function linkedPage(popup: Window, origin: string): URL | undefined {
  try {
    const url = new URL(popup.location.href)
    return url.origin === origin && url.pathname === SOCIAL_LINKED_PATH ? url : undefined
  } catch {
    return undefined // on the provider's origin: not readable
  }
}

/**
 * Waits for `popup` to come back to the service's linked page: its address, or undefined when the window was closed
 * or `signal` aborted first.
 */
export function linkedAddress(
  popup: Window,
  signal: AbortSignal,
  { origin = location.origin, pollMs = LINK_POLL_MS }: { origin?: string; pollMs?: number } = {},
): Promise<URL | undefined> {
  return new Promise((resolve) => {
    const stop = (address: URL | undefined) => {
      clearInterval(timer)
      signal.removeEventListener('abort', aborted)
      resolve(address)
    }
    const aborted = () => stop(undefined)
    const timer = setInterval(() => {
      if (popup.closed) return stop(undefined)
      const address = linkedPage(popup, origin)
      if (address) stop(address)
    }, pollMs)
    signal.addEventListener('abort', aborted, { once: true })
    if (signal.aborted) aborted()
  })
}
