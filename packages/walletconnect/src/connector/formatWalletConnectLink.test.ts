import { expect, test } from 'vitest'
import { formatWalletConnectLink } from './formatWalletConnectLink.js'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d&expiryTimestamp=1705000000'
const encoded = encodeURIComponent(uri)

test('a custom scheme gets wc?uri= after its slashes', () => {
  expect(formatWalletConnectLink('rainbow://', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  expect(formatWalletConnectLink('trust:', uri)).toBe(`trust://wc?uri=${encoded}`)
  expect(formatWalletConnectLink('okex://main', uri)).toBe(`okex://main/wc?uri=${encoded}`)
})

test('a universal or web-app link gets /wc?uri=, without a double slash', () => {
  expect(formatWalletConnectLink('https://wallet.example/app/', uri)).toBe(
    `https://wallet.example/app/wc?uri=${encoded}`,
  )
  expect(formatWalletConnectLink('http://127.0.0.1:5174', uri)).toBe(
    `http://127.0.0.1:5174/wc?uri=${encoded}`,
  )
})

test('the URI is percent-encoded, so its own query survives', () => {
  const link = new URL(formatWalletConnectLink('https://w.example', uri))
  expect(link.searchParams.get('uri')).toBe(uri)
})
