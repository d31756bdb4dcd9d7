/**
 * A wallet's deep link carrying a pairing URI. A custom scheme (`metamask://`, `okex://main`) becomes
 * `metamask://wc?uri=…`; an http(s) universal or web-app link (`https://wallet.example/app`) becomes
 * `https://wallet.example/app/wc?uri=…`. The URI is always percent-encoded.
 *
 * @example
 * formatWalletConnectLink('rainbow://', 'wc:ab@2?…') // 'rainbow://wc?uri=wc%3Aab%402%3F…'
 */
export function formatWalletConnectLink(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(link)) {
    const base = link.replace(/\/+$/, '')
    return `${base}/wc?uri=${encoded}`
  }
  // A scheme with or without slashes ("metamask://", "okex://main", "trust:"): `scheme://…` before `wc`.
  const withSlashes = link.includes('://') ? link : `${link.replace(/:$/, '')}://`
  const base = withSlashes.endsWith('://') ? withSlashes : `${withSlashes.replace(/\/+$/, '')}/`
  return `${base}wc?uri=${encoded}`
}
