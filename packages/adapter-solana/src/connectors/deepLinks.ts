/**
 * On Solana, choosing Phantom without its extension sends the browser to Phantom's deep-link browse page;
 * choosing Coinbase Wallet without its Solana extension sends it to Coinbase Wallet's dapp link. The URLs
 * are the wallets' documented universal links.
 */
export const phantomBrowseUrl = (href: string, origin: string) =>
  `https://phantom.app/ul/browse/${encodeURIComponent(href)}?ref=${encodeURIComponent(origin)}`

export const coinbaseDappUrl = (href: string) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(href)}`

type Target = { phantom?: { solana?: unknown }; coinbaseSolana?: unknown }

const isPhantom = (id: string) => ['phantom', 'app.phantom'].includes(id.toLowerCase())
const isCoinbase = (id: string) =>
  ['coinbasewallet', 'coinbase wallet', 'coinbasewalletsdk', 'com.coinbase.wallet'].includes(id.toLowerCase())

/** Where to send the browser for `connectorId` when its extension is missing from `target`, or undefined. */
export function deepLinkFor(
  connectorId: string,
  target: object | undefined,
  location: { href: string; origin: string } | undefined,
): string | undefined {
  if (!location) return undefined
  const injected = (target ?? {}) as Target
  if (isPhantom(connectorId) && !injected.phantom?.solana)
    return phantomBrowseUrl(location.href, location.origin)
  if (isCoinbase(connectorId) && !injected.coinbaseSolana) return coinbaseDappUrl(location.href)
  return undefined
}
