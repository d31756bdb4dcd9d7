import { describe, expect, test } from 'vitest'
import { loadWalletServiceConfig, WalletServiceConfigError } from './config.js'

describe('loadWalletServiceConfig', () => {
  test('defaults: port 4600, PGlite in memory, the local project, 16 KiB bodies, 20 s device waits', () => {
    const config = loadWalletServiceConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4600,
      projects: [{ id: 'portico-local', allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] }],
      maxBodyBytes: 16_384,
      trustProxy: false,
      deviceWait: { timeoutMs: 20_000 },
      rateLimits: { mailsPerEmail: 5, mailsPerIp: 30, mailWindowMs: 600_000 },
    })
    expect(config.databaseUrl).toBeUndefined()
    expect(config.smtpUrl).toBeUndefined()
  })

  test('the environment, then overrides', () => {
    const config = loadWalletServiceConfig(
      {
        HOST: '0.0.0.0',
        PORT: '4700',
        PUBLIC_URL: 'https://wallet.example',
        DATABASE_URL: 'postgres://u@db/auth',
        DATA_DIR: '/tmp/auth',
        PROJECTS: '[{"id":"shop","allowedOrigins":["https://shop.example"]}]',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'Shop <wallet@shop.example>',
        TRUST_PROXY: 'true',
        CODE_PEPPER: 'p'.repeat(32),
        WEBAUTHN_RP_ID: 'example',
        WEBAUTHN_RP_NAME: 'Example Wallet',
        WEBAUTHN_ORIGINS: '["https://wallet.example"]',
      },
      { port: 0 },
    )
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 0,
      publicUrl: 'https://wallet.example',
      databaseUrl: 'postgres://u@db/auth',
      dataDir: '/tmp/auth',
      projects: [{ id: 'shop', allowedOrigins: ['https://shop.example'] }],
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Shop <wallet@shop.example>',
      trustProxy: true,
      codePepper: 'p'.repeat(32),
      webauthn: { rpId: 'example', rpName: 'Example Wallet', origins: ['https://wallet.example'] },
    })
    // Unset, the passkey settings follow the public URL when a request needs them.
    expect(loadWalletServiceConfig({}).webauthn).toEqual({})
  })

  test('settings that cannot be read are refused with their name', () => {
    expect(() => loadWalletServiceConfig({ PORT: 'lots' })).toThrow(WalletServiceConfigError)
    expect(() => loadWalletServiceConfig({ PROJECTS: '[{' })).toThrow('PROJECTS must be JSON')
    expect(() => loadWalletServiceConfig({ PUBLIC_URL: 'not a url' })).toThrow('publicUrl')
    expect(() => loadWalletServiceConfig({}, { deviceWait: { timeoutMs: 60_000 } })).toThrow(
      'deviceWait.timeoutMs',
    )
    expect(() => loadWalletServiceConfig({ CODE_PEPPER: 'short' })).toThrow('codePepper')
    expect(() => loadWalletServiceConfig({ WEBAUTHN_ORIGINS: 'https://a.example' })).toThrow(
      'WEBAUTHN_ORIGINS must be JSON',
    )
    expect(() => loadWalletServiceConfig({ WEBAUTHN_ORIGINS: '["https://a.example/path"]' })).toThrow(
      'webauthn.origins',
    )
    expect(() => loadWalletServiceConfig({ WEBAUTHN_RP_ID: 'https://a.example' })).toThrow('webauthn.rpId')
  })
})
