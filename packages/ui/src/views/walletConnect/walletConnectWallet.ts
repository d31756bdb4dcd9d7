import type { CatalogueWallet, Config, RouterData } from '@portico/core'
import { formatWalletConnectLink, type WalletConnectWallet } from '@portico/walletconnect'

/** A catalogue wallet as the WalletConnect views carry it in the router's data (`{ wallet }`). */
export type PairingWallet = WalletConnectWallet & {
  /** The catalogue's image, loaded through the modal's image store. */
  imageId?: string | undefined
}

const linkOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/** The WalletConnect wallet of a catalogue entry, with its links. */
export function pairingWallet(wallet: CatalogueWallet): PairingWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    imageId: wallet.image_id,
    mobileLink: linkOf(wallet.mobile_link),
    desktopLink: linkOf(wallet.desktop_link),
    webappLink: linkOf(wallet.webapp_link),
  }
}

/** The wallet in a WalletConnect view's router data, if any (anything malformed is no wallet). */
export function routeWallet(data: RouterData | undefined): PairingWallet | undefined {
  const wallet = data?.wallet as Record<string, unknown> | undefined
  if (!wallet || typeof wallet.id !== 'string' || typeof wallet.name !== 'string') return undefined
  const text = (key: string) => (typeof wallet[key] === 'string' ? (wallet[key] as string) : undefined)
  return {
    id: wallet.id,
    name: wallet.name,
    imageId: text('imageId'),
    imageUrl: text('imageUrl'),
    mobileLink: linkOf(wallet.mobileLink),
    desktopLink: linkOf(wallet.desktopLink),
    webappLink: linkOf(wallet.webappLink),
  }
}

/** The wallet as core remembers it (no image id: core's recent wallets keep a URL, never a blob). */
export function coreWallet({ imageId: _, ...wallet }: PairingWallet): WalletConnectWallet {
  return wallet
}

export type WalletLink = {
  href: string
  /** A web app opens in a new tab; an app's own link replaces the page (the OS hands it to the app). */
  newTab: boolean
}

/**
 * Where "Open <wallet>" goes with `uri`. On a phone, the wallet's mobile link; on a desktop, its desktop app's
 * link, else its web app. `undefined` when the wallet has no such link.
 */
export function walletLink(
  wallet: PairingWallet | undefined,
  uri: string,
  mobile: boolean,
): WalletLink | undefined {
  if (!wallet) return undefined
  const native = mobile ? wallet.mobileLink : wallet.desktopLink
  if (native) return { href: formatWalletConnectLink(native, uri), newTab: false }
  if (wallet.webappLink) return { href: formatWalletConnectLink(wallet.webappLink, uri), newTab: true }
  return undefined
}

/** Follows a wallet link: a web app in a new tab, anything else by `window.location.href`. */
export function followWalletLink(link: WalletLink): void {
  if (link.newTab) window.open(link.href, '_blank', 'noopener,noreferrer')
  else window.location.href = link.href
}

/**
 * Completes a wallet that lacks its image or links (one remembered as recent) from the catalogue; the
 * wallet as it is when there is no catalogue or the lookup fails.
 */
export async function completeWallet(config: Config, wallet: PairingWallet): Promise<PairingWallet> {
  if (!config.catalogue || (wallet.imageId && (wallet.mobileLink || wallet.desktopLink || wallet.webappLink)))
    return wallet
  try {
    const { data } = await config.catalogue.getWallets({ page: 1, include: [wallet.id] })
    const found = data.find((entry) => entry.id === wallet.id)
    return found ? { ...pairingWallet(found), imageUrl: wallet.imageUrl } : wallet
  } catch {
    return wallet
  }
}
