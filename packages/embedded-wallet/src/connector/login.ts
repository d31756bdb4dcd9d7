import {
  DeviceApprovalExpiredError,
  EmailCooldownError,
  EmailInvalidError,
  EmbeddedLoginCancelledError,
} from '@portico/core'
import type { EmbeddedContext } from './context.js'
import { isEmailAddress } from './email.js'
import { errorName, handled, isTimeout, passingFailurePause, sleep, startLogin } from './flow.js'
import { getClient } from './frame.js'
import { failed, finish } from './session.js'
import type { EmbeddedFrameClient, EmbeddedWalletAction } from './types.js'

// The e-mail login's steps: the address, a device link, the code, the wallet's setup.

/** A device link is valid 10 minutes; `connectDevice()` waits no longer. */
export const DEVICE_APPROVAL_MS = 10 * 60_000
/** `connectDevice()` asks again at most once a second. */
export const DEVICE_POLL_MIN_MS = 1_000
/** The longest `connectDevice()` waits before asking again when the service said it was busy. */
export const DEVICE_RETRY_MAX_MS = 30_000

/**
 * Starts an e-mail login: checks the address and the 30 s wait since the last code, loads the frame on first
 * use, and asks the service to e-mail a code (→ `verifyOtp`) or, for a known user on a new device, a device
 * link (→ `verifyDevice`); a device that is already logged in connects at once. Rejects with
 * `EmailInvalidError`, `EmailCooldownError`, or the frame client's errors.
 */
export function connectEmail(
  c: EmbeddedContext,
  email: string,
): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }> {
  return handled(
    (async () => {
      // A refused address or the wait keeps the step the user is on (asking again from the code view).
      const previous = c.state.status
      const stay = previous === 'verifyOtp' || previous === 'verifyDevice' ? previous : 'idle'
      const address = email.trim()
      c.state.error = undefined
      if (!isEmailAddress(address)) failed(c, c.flow, new EmailInvalidError(), stay)
      const seconds = c.cache.cooldownSeconds()
      if (seconds > 0) failed(c, c.flow, new EmailCooldownError(seconds), stay)
      const mine = ++c.flow
      c.deviceLoop?.abort()
      c.state.status = c.loaded ? 'sending' : 'loading'
      let result: { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }
      let frame: EmbeddedFrameClient
      try {
        frame = (await getClient(c)).frame
        if (mine !== c.flow) throw new EmbeddedLoginCancelledError()
        c.state.status = 'sending'
        result = await frame.request('CONNECT_EMAIL', { email: address }).catch((error: unknown) => {
          throw errorName(error) === 'EmbeddedWalletInvalidRequestError'
            ? new EmailInvalidError({ cause: error })
            : error
        })
        c.cache.codeRequested()
        if (mine !== c.flow) throw new EmbeddedLoginCancelledError()
      } catch (error) {
        failed(c, mine, error, stay)
      }
      c.state.email = address
      c.state.action = result.action
      if (result.action === 'VERIFY_OTP') c.state.status = 'verifyOtp'
      else if (result.action === 'VERIFY_DEVICE') c.state.status = 'verifyDevice'
      else await finish(c, mine, frame)
      return result
    })(),
  )
}

/**
 * Waits for the e-mailed device link to be followed (asking the service again while the user waits, up to
 * 10 minutes); then a code is e-mailed (→ `verifyOtp`). `{ approved: false }` once cancelled.
 */
export function connectDevice(c: EmbeddedContext): Promise<{ approved: boolean }> {
  return handled(
    (async () => {
      const mine = c.flow
      c.deviceLoop?.abort()
      const loop = new AbortController()
      c.deviceLoop = loop
      Object.assign(c.state, { status: 'verifyDevice', error: undefined })
      const deadline = c.now() + DEVICE_APPROVAL_MS
      const stopped = () => loop.signal.aborted || mine !== c.flow
      let frame: EmbeddedFrameClient
      try {
        frame = (await getClient(c)).frame
      } catch (error) {
        failed(c, mine, error, 'verifyDevice')
      }
      // Until the deadline: each round is one long poll of the service, at most one a second.
      while (c.now() <= deadline) {
        if (stopped()) return { approved: false }
        const started = Date.now()
        let pause = DEVICE_POLL_MIN_MS
        try {
          const { approved } = await frame.request('CONNECT_DEVICE', {}, { signal: loop.signal })
          if (stopped()) return { approved: false }
          if (approved) {
            Object.assign(c.state, {
              status: 'verifyOtp',
              action: 'VERIFY_OTP' satisfies EmbeddedWalletAction,
            })
            return { approved: true }
          }
        } catch (error) {
          if (stopped()) return { approved: false }
          // The service's long poll outlived the request, the service was busy, or the network dropped while the
          // user was reading their mail: ask again, after the service's wait if it named one.
          const passing = isTimeout(error) ? 0 : passingFailurePause(error, DEVICE_RETRY_MAX_MS)
          if (passing === undefined) failed(c, mine, error, 'verifyDevice')
          pause = Math.max(DEVICE_POLL_MIN_MS, passing)
        }
        await sleep(pause - (Date.now() - started), loop.signal)
      }
      failed(c, mine, new DeviceApprovalExpiredError(), 'verifyDevice')
    })(),
  )
}

/**
 * Checks the e-mailed code. `ready`: this device holds its share, and the adapters connect; `create` or
 * `recover`: the user sets or enters the recovery password next (`status` 'setupWallet', then `setupWallet()`).
 * A wrong code keeps `verifyOtp` with the frame's error (`reason` OTP_INVALID, OTP_EXPIRED, OTP_BURNED).
 */
export function verifyOtp(
  c: EmbeddedContext,
  otp: string,
): Promise<{ wallet: 'ready' | 'create' | 'recover' }> {
  return handled(
    (async () => {
      const mine = c.flow
      c.state.error = undefined
      let frame: EmbeddedFrameClient
      let wallet: 'ready' | 'create' | 'recover'
      try {
        frame = (await getClient(c)).frame
        ;({ wallet } = await frame.request('CONNECT_OTP', { otp: otp.trim() }))
        if (mine !== c.flow) throw new EmbeddedLoginCancelledError()
      } catch (error) {
        failed(c, mine, error, 'verifyOtp')
      }
      if (wallet === 'ready') await finish(c, mine, frame)
      else Object.assign(c.state, { status: 'setupWallet', wallet })
      return { wallet }
    })(),
  )
}

/**
 * The frame's own form for the recovery password (`frameVisible` 'setup': the view shows the frame over its
 * content box); resolves once the keys are ready and the adapters connected.
 */
export function setupWallet(c: EmbeddedContext): Promise<void> {
  return handled(
    (async () => {
      const mine = c.flow
      Object.assign(c.state, { status: 'setupWallet', error: undefined, frameVisible: 'setup' })
      let frame: EmbeddedFrameClient | undefined
      try {
        frame = (await getClient(c)).frame
        await frame.request('SETUP_WALLET', {})
      } catch (error) {
        failed(c, mine, error, 'setupWallet')
      } finally {
        if (c.state.frameVisible === 'setup') c.state.frameVisible = undefined
        frame?.hide()
      }
      await finish(c, mine, frame)
    })(),
  )
}

/**
 * A passkey login: the frame's own passkey view (`frameVisible` 'setup': the view shows the frame over its content
 * box), where the user creates a wallet with a passkey or logs in with one; then, when the passkey cannot seal the
 * wallet's backup, the frame's recovery-password form. Resolves once the keys are ready and the adapters connected.
 */
export function connectPasskey(c: EmbeddedContext): Promise<void> {
  return handled(
    (async () => {
      const mine = startLogin(c, 'passkey')
      let frame: EmbeddedFrameClient | undefined
      try {
        frame = (await getClient(c)).frame
        if (mine !== c.flow) throw new EmbeddedLoginCancelledError()
        Object.assign(c.state, { status: 'passkey', frameVisible: 'setup' })
        await frame.request('CONNECT_PASSKEY', {})
      } catch (error) {
        failed(c, mine, error, 'passkey')
      } finally {
        if (c.state.frameVisible === 'setup') c.state.frameVisible = undefined
        frame?.hide()
      }
      await finish(c, mine, frame)
    })(),
  )
}
