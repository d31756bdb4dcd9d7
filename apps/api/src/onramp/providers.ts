import type { FeeCurve } from './computeQuote.js'

/** The chain namespaces an on-ramp provider may deliver to. */
export type OnrampNamespace = 'eip155' | 'solana'

export type OnrampProvider = {
  id: string
  name: string
  /** One sentence a person reads under the provider's name. */
  description: string
  /** The provider fee: `atMin` of the amount at a payment method's minimum, falling to `atMax` at its maximum. */
  fee: FeeCurve
  chainNamespaces: readonly OnrampNamespace[]
  /** The provider's mark, a small square SVG. */
  logoSvg: string
}

/**
 * The sandbox providers. Both charge between 1 % and 2 %: Portico Sandbox 2 % at a method's minimum falling to
 * 1 % at its maximum, Meridian Sandbox 1.8 % falling to 1.2 %. Portico Sandbox delivers on EVM chains,
 * Meridian Sandbox on EVM chains and Solana.
 */
export const onrampProviders: readonly OnrampProvider[] = [
  {
    id: 'portico-sandbox',
    name: 'Portico Sandbox',
    description: 'Pay with a test card and receive tokens on the local EVM chains.',
    fee: { atMin: 0.02, atMax: 0.01 },
    chainNamespaces: ['eip155'],
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><path d="M22 46V18h12a9 9 0 0 1 0 18H22" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  },
  {
    id: 'meridian',
    name: 'Meridian Sandbox',
    description: 'Pay with a test card and receive tokens on the local EVM chains or on Solana.',
    fee: { atMin: 0.018, atMax: 0.012 },
    chainNamespaces: ['eip155', 'solana'],
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#ef4444"/></linearGradient></defs><rect width="64" height="64" rx="32" fill="url(#g)"/><path d="M16 44V22l16 14 16-14v22" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  },
]

/** The provider a request names no provider gets (the first sandbox). */
export const DEFAULT_PROVIDER_ID = 'portico-sandbox'

/** Provider ids as the routes accept them: short, lower case, letters, digits and dashes. */
export const providerIdPattern = /^[a-z0-9-]{1,40}$/

/** The provider with this id, if there is one. */
export function findProvider(id: string): OnrampProvider | undefined {
  return onrampProviders.find((p) => p.id === id)
}

/** The namespace of a CAIP-2 network id (`eip155:1` → `eip155`). */
export const namespaceOf = (network: string) => network.split(':')[0] ?? ''

/** Whether the provider delivers on this CAIP-2 network's namespace. */
export function serves(provider: OnrampProvider, network: string): boolean {
  return (provider.chainNamespaces as readonly string[]).includes(namespaceOf(network))
}
