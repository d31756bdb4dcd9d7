// A wallet its operator moved to another wallet service (the exit procedure): that service now serves it, and
// this one answers its share reads with 410 WALLET_MOVED and `GET /v1/wallet` with `movedTo`. The frame then
// shows where the wallet is now, until the user presses Done, and the request fails with that message, instead
// of failing with a bare error.
import { fillEmbedded } from '@portico/i18n/embedded'
import { FrameRequestError } from './errors.js'
import { h, onTrustedClick } from './ui/dom.js'
import type { Surface } from './ui/surface.js'

export class WalletMovedError extends FrameRequestError {
  override name = 'WalletMovedError'
  constructor(
    readonly movedTo: string,
    message: string,
  ) {
    super(message)
  }
}

/** The origin a service answer says the wallet moved to, if it says so. */
async function movedTo(response: Response): Promise<string | undefined> {
  const walletState = response.ok && new URL(response.url, location.href).pathname === '/v1/wallet'
  if (response.status !== 410 && !walletState) return undefined
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined)
  const { movedTo: origin, code } = (body ?? {}) as { movedTo?: unknown; code?: unknown }
  if (typeof origin !== 'string' || origin.length > 256) return undefined
  return response.status === 410 && code !== 'WALLET_MOVED' ? undefined : origin
}

function showMoved(surface: Surface, origin: string): Promise<void> {
  return surface.present<void>(({ strings, resolve }) => {
    const done = h('button', {
      class: 'primary',
      text: strings.done,
      attrs: { type: 'button', 'data-autofocus': '' },
    })
    onTrustedClick(done, () => resolve())
    return h(
      'div',
      {
        class: 'view',
        attrs: { 'data-view': 'wallet-moved', role: 'alertdialog', 'aria-labelledby': 'moved-title' },
      },
      h('header', {}, h('h1', { text: strings.walletMovedTitle, attrs: { id: 'moved-title' } })),
      h(
        'div',
        { class: 'scroll' },
        h('p', { class: 'text', text: fillEmbedded(strings.walletMovedBody, { origin }) }),
        h('p', { class: 'meta mono', text: origin }),
      ),
      h('div', { class: 'actions' }, done),
    )
  })
}

/**
 * The service client's `fetch`: an answer saying the wallet moved shows the notice (over the view the kit shows
 * the frame in) and fails the call with `WalletMovedError`; every other answer passes through.
 */
export function watchWalletMoved(surface: () => Surface, fetcher: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetcher(input, init)
    const origin = await movedTo(response)
    if (origin === undefined) return response
    const message = fillEmbedded(surface().strings().walletMovedBody, { origin })
    await showMoved(surface(), origin).catch(() => undefined)
    throw new WalletMovedError(origin, message)
  }
}
