import type { EIP1193Provider, EIP6963ProviderInfo } from './types.js'

/**
 * EIP-6963: dispatches 'eip6963:announceProvider' on `target` now and on every 'eip6963:requestProvider'.
 * Returns a function that stops answering requests.
 */
export function announceProvider(
  target: EventTarget,
  detail: { info: EIP6963ProviderInfo; provider: EIP1193Provider },
): () => void {
  const frozen = Object.freeze({ info: detail.info, provider: detail.provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: frozen }))
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
