import { describe, expect, it } from 'vitest'
import { safeIconUrl, safeWalletName, WALLET_NAME_MAX_LENGTH } from './walletMetadata.js'

describe('safeIconUrl', () => {
  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/svg+xml,%3Csvg%2F%3E',
    'https://wallet.example/icon.png',
    'blob:https://app.example/5f0c',
    'http://localhost:4000/getWalletImage/x',
    '/networks/sepolia.svg',
  ])('keeps the image source %s', (icon) => {
    expect(safeIconUrl(icon)).toBeDefined()
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'http://evil.example/icon.png',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xmlx,<svg/onload=alert(1)>',
    '"><img src=x onerror=alert(1)>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example/icon.png',
    '/\\evil.example/icon.png',
    '',
    `data:image/png;base64,${'A'.repeat(300_000)}`,
  ])('refuses %s', (icon) => {
    expect(safeIconUrl(icon)).toBeUndefined()
  })

  it('refuses what is not a string', () => {
    expect(safeIconUrl(undefined)).toBeUndefined()
    expect(safeIconUrl({ toString: () => 'https://x.example' })).toBeUndefined()
  })

  it('escapes a quote in an https URL', () => {
    expect(safeIconUrl('https://x.example/a"onerror="alert(1)')).toBe(
      'https://x.example/a%22onerror=%22alert(1)',
    )
  })
})

describe('safeWalletName', () => {
  it('drops bidirectional overrides and controls', () => {
    expect(safeWalletName('Evil\u202Egnp.exe\u2066\u0000')).toBe('Evilgnp.exe')
  })

  it('keeps markup as text', () => {
    expect(safeWalletName('"><img src=x onerror=alert(1)>')).toBe('"><img src=x onerror=alert(1)>')
  })

  it('bounds a 10 kB name', () => {
    const name = safeWalletName('W'.repeat(10_000))
    expect(Array.from(name)).toHaveLength(WALLET_NAME_MAX_LENGTH)
    expect(name.endsWith('…')).toBe(true)
  })

  it('falls back when nothing is left', () => {
    expect(safeWalletName('\u202E \u200F', 'Unknown')).toBe('Unknown')
    expect(safeWalletName(42, 'Unknown')).toBe('Unknown')
  })
})
