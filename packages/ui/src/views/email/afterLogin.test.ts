import { embeddedWallet } from '@portico/embedded-wallet'
import { describe, expect, test } from 'vitest'
import { registerViews } from '../../modal/views.js'
import { createWorld } from '../../test/world.js'
import { afterEmailAction, afterOtp } from './afterLogin.js'

/** A config whose modal is open on Connect (the e-mail login's views registered). */
async function openOnConnect() {
  const { config } = await createWorld({ plugins: [embeddedWallet({ url: 'http://127.0.0.1:9' })] })
  registerViews(config)
  config.open({ view: 'Connect' })
  return config
}

describe('after the e-mail was sent', () => {
  test('a code: the code step; a device link: the device step; a known device: the modal closes', async () => {
    const config = await openOnConnect()
    afterEmailAction(config, 'VERIFY_OTP', 'Connect')
    expect(config.router.state.history).toEqual(['Connect', 'EmailVerifyOtp'])
    config.router.back()
    afterEmailAction(config, 'VERIFY_DEVICE', 'Connect')
    expect(config.router.state.history).toEqual(['Connect', 'EmailVerifyDevice'])
    config.router.back()
    afterEmailAction(config, 'CONNECT', 'Connect')
    expect(config.modal.state.open).toBe(false)
  })

  test('nothing moves when another view took over meanwhile (the sign-message view)', async () => {
    const config = await openOnConnect()
    config.router.push('SIWXSignMessage')
    afterEmailAction(config, 'CONNECT', 'Connect')
    afterEmailAction(config, 'VERIFY_OTP', 'Connect')
    expect(config.modal.state.open).toBe(true)
    expect(config.router.state.view).toBe('SIWXSignMessage')
  })
})

describe('after the code', () => {
  test('a new user or a new device: the setup takes the used code’s place; a known device: the modal closes', async () => {
    const config = await openOnConnect()
    config.router.push('EmailVerifyOtp')
    afterOtp(config, 'create', 'EmailVerifyOtp')
    expect(config.router.state.history).toEqual(['Connect', 'EmbeddedWalletSetup'])
    expect(config.router.state.data).toEqual({ wallet: 'create' })
    config.router.replace('EmailVerifyOtp')
    afterOtp(config, 'recover', 'EmailVerifyOtp')
    expect(config.router.state.data).toEqual({ wallet: 'recover' })
    config.router.replace('EmailVerifyOtp')
    afterOtp(config, 'ready', 'EmailVerifyOtp')
    expect(config.modal.state.open).toBe(false)
  })
})
