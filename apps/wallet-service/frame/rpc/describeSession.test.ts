import { embeddedStrings, embeddedEn as strings } from '@portico/i18n/embedded'
import { type Address, parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import type { EvmDescribeContext } from './describeEvm.js'
import { describeSessionGrant, describeSessionRevoke, expiryText } from './describeSession.js'

// The approval of a session shows exactly what the app's key may do: the key, the limit in the token's or the
// coin's units, where the coin may go, and the expiry as a date and time.

const signer: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const payee: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const expiry = 1_800_000_000 // 2027-01-15T08:00:00Z
const context = (known = true, words = strings): EvmDescribeContext => ({
  strings: words,
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
  readToken: async (address) => (known && address === token ? { symbol: 'USDC', decimals: 6 } : undefined),
})
const tokenSession = {
  signer,
  permission: { type: 'erc20-token-allowance' as const, token, allowance: 10_000_000n },
  expiry,
}

describe('a session grant', () => {
  test("a token allowance, what matters first: the limit in the token's units, the expiry, the token and its contract, the key", async () => {
    const description = await describeSessionGrant([tokenSession], context(), 'en')
    expect(description.title).toBe('Allow a session')
    expect(description.details).toEqual([
      { label: 'Spending limit', value: '10 USDC', mono: true },
      { label: 'Expires', value: expiryText(expiry, 'en') },
      { label: 'Token', value: 'USDC', mono: true },
      { label: 'Contract', value: token, mono: true },
      { label: 'Session key', value: signer, mono: true },
      { label: 'Session', value: strings.sessionGrantExplainer },
    ])
  })

  test('a token that does not answer as an ERC-20: the raw amount and "Unknown token", never a guess', async () => {
    const { details } = await describeSessionGrant([tokenSession], context(false), 'en')
    expect(details).toContainEqual({ label: 'Spending limit', value: '10000000', mono: true })
    expect(details).toContainEqual({ label: 'Token', value: 'Unknown token', mono: false })
  })

  test('a native allowance names its recipients, or any recipient', async () => {
    const native = (targets: Address[]) => ({
      signer,
      permission: { type: 'native-token-allowance' as const, allowance: parseEther('0.5'), targets },
      expiry,
    })
    const any = await describeSessionGrant([native([])], context(), 'en')
    expect(any.details).toContainEqual({ label: 'Spending limit', value: '0.5 ETH', mono: true })
    expect(any.details).toContainEqual({ label: 'Recipients', value: 'Any recipient' })
    const listed = await describeSessionGrant([native([payee])], context(), 'en')
    expect(listed.details).toContainEqual({
      label: 'Recipients',
      children: [{ label: '1', value: payee, mono: true }],
    })
  })

  test('several sessions: one group each, then what a session may do', async () => {
    const { details } = await describeSessionGrant([tokenSession, tokenSession], context(), 'en')
    expect(details.map((detail) => detail.label)).toEqual(['Session 1', 'Session 2', 'Session'])
    expect(details[0]?.children).toHaveLength(5)
    expect(details[0]?.children?.[0]).toEqual({ label: 'Spending limit', value: '10 USDC', mono: true })
  })

  test("the expiry is a date and time with its time zone, in the view's language", () => {
    expect(expiryText(expiry, 'en')).toMatch(/Jan 15, 2027.*\d:00:00/)
    expect(expiryText(expiry, 'de')).toMatch(/15\.01\.2027|15\. Jan\. 2027/)
  })

  test("in another language the rows are that language's", async () => {
    const { title, details } = await describeSessionGrant(
      [tokenSession],
      context(true, embeddedStrings('fr')),
      'fr',
    )
    expect(title).toBe('Autoriser une session')
    expect(details.map((detail) => detail.label)).toContain('Clé de session')
  })
})

test('a revoke names the session it ends', async () => {
  const { title, details } = await describeSessionRevoke(tokenSession, context(), 'en')
  expect(title).toBe('Revoke session')
  expect(details.at(-1)).toEqual({ label: 'Session', value: strings.sessionRevokeExplainer })
  expect(details).toContainEqual({ label: 'Session key', value: signer, mono: true })
  expect(details).toContainEqual({ label: 'Spending limit', value: '10 USDC', mono: true })
})
