import {
  DeviceApprovalExpiredError,
  EmailCooldownError,
  EmailInvalidError,
  EmbeddedLoginCancelledError,
} from '@portico/core'
import { describe, expect, test } from 'vitest'
import { en } from '../../i18n/en.js'
import { embeddedErrorText, needsNewCode } from './errorText.js'

/** The frame client's errors as they arrive (`@portico/embedded-wallet`): matched by name and reason only. */
const frameError = (name: string, fields: Record<string, unknown> = {}, message = 'An error occurred') =>
  Object.assign(new Error(message), { name, ...fields })
const refused = (reason: string, fields: Record<string, unknown> = {}) =>
  frameError('EmbeddedWalletRequestError', { reason, ...fields })

describe('what a failed step says', () => {
  test.each([
    ['a wrong code', refused('OTP_INVALID'), 'Wrong code. Check it and try again.'],
    ['an expired code', refused('OTP_EXPIRED'), 'This code has expired. Ask for a new code.'],
    ['a code burned by wrong tries', refused('OTP_BURNED'), 'Too many wrong tries. Ask for a new code.'],
    [
      'too many e-mails, with the wait',
      refused('RATE_LIMITED', { retryAfter: 41.2 }),
      'Too many attempts. Try again in 42 seconds.',
    ],
    ['too many e-mails, no wait given', refused('RATE_LIMITED'), 'Too many attempts. Try again later.'],
    ['an address someone has', refused('EMAIL_TAKEN'), 'This e-mail address is already in use'],
    ['an address the service refuses', refused('EMAIL_INVALID'), 'Enter a valid e-mail address'],
    ['a rejection in the frame', refused('USER_REJECTED'), 'The request was rejected in your wallet'],
    [
      'a wallet imported from a key of a chain the app does not use',
      refused('NOT_SUPPORTED', { code: 4902 }),
      'This wallet was imported from a private key of a network this app does not use.',
    ],
    ['another unsupported request', refused('NOT_SUPPORTED', { code: 4200 }), 'Something went wrong'],
    ['the cooldown', new EmailCooldownError(12), 'Please try again after 12 seconds'],
    ['an address core refuses', new EmailInvalidError(), 'Enter a valid e-mail address'],
    ['an expired device link', new DeviceApprovalExpiredError(), 'The link has expired. Ask for a new one.'],
    ['a login left', new EmbeddedLoginCancelledError(), 'Request was aborted'],
    ['an abort', frameError('EmbeddedWalletAbortedError', {}, 'Request was aborted'), 'Request was aborted'],
    [
      'a frame that did not load',
      frameError('EmbeddedWalletLoadError', {}, 'Unable to load email login dependency'),
      'Unable to load email login dependency',
    ],
    [
      'a project the service refuses',
      frameError('EmbeddedWalletConfigError', {}, 'Invalid App Configuration'),
      'Invalid App Configuration',
    ],
    [
      'a login step that timed out',
      frameError('EmbeddedWalletConnectError', { kind: 'timeout' }),
      'Something went wrong',
    ],
    ['anything else', new Error('boom'), 'Something went wrong'],
    ['not even an error', 'boom', 'Something went wrong'],
  ])('%s', (_, error, text) => {
    expect(embeddedErrorText(en, error)).toBe(text)
  })

  describe('of a social login', () => {
    test.each([
      ['a provider that refused', refused('SOCIAL_FAILED'), 'GitHub could not log you in. Please try again.'],
      ['a provider not set up', refused('SOCIAL_UNAVAILABLE'), 'GitHub login is not set up for this app.'],
      ['a result used or too old', refused('SOCIAL_EXPIRED'), 'This login took too long. Please try again.'],
      [
        // The connector reports a social step that timed out as the app's configuration to check.
        'a step that timed out',
        frameError('EmbeddedWalletConfigError', { cause: frameError('EmbeddedWalletTimeoutError') }),
        'Invalid App Configuration',
      ],
    ])('%s', (_, error, text) => {
      expect(embeddedErrorText(en, error, { provider: 'GitHub' })).toBe(text)
    })

    test.each([
      ['an expired channel', refused('SOCIAL_EXPIRED'), 'This login took too long. Please try again.'],
      [
        'a service without Farcaster',
        refused('SOCIAL_UNAVAILABLE'),
        'Farcaster login is not set up for this app.',
      ],
      ['a refusal', refused('SOCIAL_FAILED'), 'Farcaster could not log you in. Please try again.'],
      [
        'a channel that never opened in time',
        frameError('EmbeddedWalletConfigError', { cause: frameError('EmbeddedWalletTimeoutError') }),
        'Invalid App Configuration',
      ],
    ])('Farcaster: %s', (_, error, text) => {
      expect(embeddedErrorText(en, error, { provider: 'Farcaster' })).toBe(text)
    })

    test('without the provider to name, a refusal is "Something went wrong"', () => {
      expect(embeddedErrorText(en, refused('SOCIAL_FAILED'))).toBe('Something went wrong')
      expect(embeddedErrorText(en, refused('SOCIAL_UNAVAILABLE'))).toBe('Something went wrong')
    })

    test('in another language, with the provider in its place', async () => {
      const { default: de } = await import('@portico/i18n/modal/locales/de')
      const german = { ...en, ...de }
      expect(embeddedErrorText(german, refused('SOCIAL_FAILED'), { provider: 'Google' })).toBe(
        'Google konnte Sie nicht anmelden. Bitte versuchen Sie es erneut.',
      )
    })
  })

  test('a reason under a wrapping error still reads as that reason', () => {
    const wrapped = new Error('Connection failed', { cause: refused('OTP_EXPIRED') })
    expect(embeddedErrorText(en, wrapped)).toBe(en.emailOtpExpired)
    expect(needsNewCode(wrapped)).toBe(true)
  })

  test('only an expired or burned code needs a new one', () => {
    expect(needsNewCode(refused('OTP_BURNED'))).toBe(true)
    expect(needsNewCode(refused('OTP_INVALID'))).toBe(false)
    expect(needsNewCode(new Error('boom'))).toBe(false)
  })
})
