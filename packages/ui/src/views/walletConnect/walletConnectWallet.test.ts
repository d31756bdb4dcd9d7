import { describe, expect, test } from 'vitest'
import { coreWallet, pairingWallet, routeWallet, walletLink } from './walletConnectWallet.js'

const URI = 'wc:7f7f@2?relay-protocol=irn&symKey=a1a1'
const ENCODED = encodeURIComponent(URI)

describe('pairingWallet', () => {
  test("takes a catalogue wallet's links; empty or missing links are none", () => {
    expect(
      pairingWallet({
        id: 'w1',
        name: 'Phone Wallet',
        image_id: 'img1',
        mobile_link: 'phonewallet://',
        desktop_link: '',
        webapp_link: null,
      }),
    ).toEqual({
      id: 'w1',
      name: 'Phone Wallet',
      imageId: 'img1',
      mobileLink: 'phonewallet://',
      desktopLink: undefined,
      webappLink: undefined,
    })
  })
})

describe('routeWallet', () => {
  test('reads the wallet of the router data; anything malformed is no wallet', () => {
    expect(routeWallet({ wallet: { id: 'w1', name: 'Phone Wallet', mobileLink: 'pw://' } })).toMatchObject({
      id: 'w1',
      name: 'Phone Wallet',
      mobileLink: 'pw://',
    })
    expect(routeWallet(undefined)).toBeUndefined()
    expect(routeWallet({ wallet: { id: 1, name: 'x' } })).toBeUndefined()
    expect(routeWallet({ wallet: 'w1' })).toBeUndefined()
  })

  test('core is told the wallet without the catalogue image id', () => {
    expect(coreWallet({ id: 'w1', name: 'W', imageId: 'img' })).toEqual({ id: 'w1', name: 'W' })
  })
})

describe('walletLink', () => {
  const wallet = {
    id: 'w1',
    name: 'Phone Wallet',
    mobileLink: 'phonewallet://',
    desktopLink: 'https://desktop.example/app/',
    webappLink: 'https://web.example',
  }

  test("a phone follows the wallet's mobile link in the page; a desktop its desktop link", () => {
    expect(walletLink(wallet, URI, true)).toEqual({ href: `phonewallet://wc?uri=${ENCODED}`, newTab: false })
    expect(walletLink(wallet, URI, false)).toEqual({
      href: `https://desktop.example/app/wc?uri=${ENCODED}`,
      newTab: false,
    })
  })

  test('without an app link, the web app opens in a new tab; without any link, nothing', () => {
    const web = { id: 'w2', name: 'Web Wallet', webappLink: 'https://web.example' }
    expect(walletLink(web, URI, false)).toEqual({
      href: `https://web.example/wc?uri=${ENCODED}`,
      newTab: true,
    })
    expect(walletLink(web, URI, true)?.newTab).toBe(true)
    expect(walletLink({ id: 'w3', name: 'Bare' }, URI, false)).toBeUndefined()
    expect(walletLink(undefined, URI, false)).toBeUndefined()
  })
})
