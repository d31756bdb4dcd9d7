import type { EIP1193Provider } from 'viem'

/** EIP-6963 wallet info. */
export type EIP6963ProviderInfo = {
  uuid: string
  name: string
  /** A data URI of the wallet's icon. */
  icon: string
  /** Reverse-DNS id of the wallet, e.g. `io.metamask`. */
  rdns: string
}

export type EIP6963ProviderDetail = { info: EIP6963ProviderInfo; provider: EIP1193Provider }

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** An announcement's `detail` is untrusted page data: accept only the documented shape. */
export function isProviderDetail(value: unknown): value is EIP6963ProviderDetail {
  if (typeof value !== 'object' || value === null) return false
  const { info, provider } = value as {
    info?: Partial<EIP6963ProviderInfo>
    provider?: { request?: unknown }
  }
  return (
    typeof info === 'object' &&
    info !== null &&
    isString(info.uuid) &&
    isString(info.name) &&
    isString(info.rdns) &&
    typeof info.icon === 'string' &&
    typeof provider === 'object' &&
    provider !== null &&
    typeof provider.request === 'function'
  )
}

/**
 * Listens for 'eip6963:announceProvider' on `target` and asks wallets to announce themselves.
 * Returns `request()` to ask again and `stop()` to stop listening.
 */
export function watchAnnouncements(
  target: EventTarget,
  onAnnounce: (detail: EIP6963ProviderDetail) => void,
): { request(): void; stop(): void } {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (isProviderDetail(detail)) onAnnounce(detail)
  }
  target.addEventListener('eip6963:announceProvider', listener)
  const request = () => {
    target.dispatchEvent(new Event('eip6963:requestProvider'))
  }
  request()
  return { request, stop: () => target.removeEventListener('eip6963:announceProvider', listener) }
}
