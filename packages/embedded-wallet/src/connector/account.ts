import { EmailInvalidError } from '@portico/core'
import { caipAccounts } from './chains.js'
import type { EmbeddedContext } from './context.js'
import { isEmailAddress } from './email.js'
import { handled, isAbort } from './flow.js'
import { getClient } from './frame.js'
import { chainsOf } from './frameData.js'
import { emit, reset } from './session.js'
import type { EmbeddedFrameClient } from './types.js'

// The logged-in wallet's account: the e-mail change, the key export, the emergency kit, the passkeys and login
// methods, signing out.

/** A step of the e-mail update (or export) on the logged-in wallet; a failure lands in `error`. */
export async function accountStep<T>(
  c: EmbeddedContext,
  run: (frame: EmbeddedFrameClient) => Promise<T>,
): Promise<T> {
  c.state.error = undefined
  try {
    const { frame } = await getClient(c)
    return await run(frame)
  } catch (error) {
    if (!isAbort(error)) c.state.error = error as Error
    throw error
  }
}

/** Starts changing the e-mail: a code goes to the current address (→ `updateEmailPrimaryOtp`). */
export function updateEmail(
  c: EmbeddedContext,
  newEmail: string,
): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }> {
  return handled(
    accountStep(c, async (frame) => {
      const email = newEmail.trim()
      if (!isEmailAddress(email)) throw new EmailInvalidError()
      const { action } = await frame.request('UPDATE_EMAIL', { email })
      c.state.action = action
      return { action }
    }),
  )
}

/** The code sent to the current address; a code then goes to the new one (→ `updateEmailSecondaryOtp`). */
export function updateEmailPrimaryOtp(
  c: EmbeddedContext,
  otp: string,
): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
  return handled(
    accountStep(c, async (frame) => {
      const { action } = await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: otp.trim() })
      c.state.action = action
      return { action }
    }),
  )
}

/** The code sent to the new address: the e-mail changes (same wallet, same accounts). */
export function updateEmailSecondaryOtp(c: EmbeddedContext, otp: string): Promise<{ email: string }> {
  return handled(
    accountStep(c, async (frame) => {
      const { newEmail } = await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: otp.trim() })
      c.state.email = newEmail
      if (c.state.user) c.state.user.email = newEmail
      c.state.action = undefined
      c.cache.loggedIn(newEmail)
      for (const [namespace, entry] of c.sessions) {
        emit(c, namespace, {
          type: 'accountsChanged',
          accounts: caipAccounts(chainsOf(c, namespace), entry.addresses),
        })
      }
      return { email: newEmail }
    }),
  )
}

/**
 * A form of the frame ended: the frame hides, unless another form took it meanwhile (the user went back and
 * opened another one, whose view replaced this one in the frame): that one stays in sight.
 */
function releaseFrame(
  c: EmbeddedContext,
  frame: EmbeddedFrameClient,
  visible: 'export' | 'kit' | 'passkeys' | 'loginMethods',
): void {
  if (c.state.frameVisible !== visible) return
  c.state.frameVisible = undefined
  frame.hide()
}

/** The frame's own key export (`frameVisible` 'export'): a code is e-mailed, entered and the keys shown there only. */
export function exportKey(c: EmbeddedContext): Promise<void> {
  return handled(
    accountStep(c, async (frame) => {
      c.state.frameVisible = 'export'
      try {
        await frame.request('EXPORT_KEY', {})
      } finally {
        releaseFrame(c, frame, 'export')
      }
    }),
  )
}

/**
 * The frame's own emergency-kit form (`frameVisible` 'kit'): a code is e-mailed and entered there, then the
 * recovery password; the frame makes the kit file and downloads it itself. Resolves when the user is done.
 */
export function downloadKit(c: EmbeddedContext): Promise<void> {
  return handled(
    accountStep(c, async (frame) => {
      c.state.frameVisible = 'kit'
      try {
        await frame.request('DOWNLOAD_KIT', {})
      } finally {
        releaseFrame(c, frame, 'kit')
      }
    }),
  )
}

/**
 * The frame's own passkey settings (`frameVisible` 'passkeys'): the user's passkeys with Rename and Remove, and Add
 * a passkey (the browser's prompt needs a click in the frame). Resolves when the user is done.
 */
export function managePasskeys(c: EmbeddedContext): Promise<void> {
  return handled(
    accountStep(c, async (frame) => {
      c.state.frameVisible = 'passkeys'
      try {
        await frame.request('MANAGE_PASSKEYS', {})
      } finally {
        releaseFrame(c, frame, 'passkeys')
      }
    }),
  )
}

/**
 * The frame's own login methods (`frameVisible` 'loginMethods'): the e-mail address, the passkeys and the linked social
 * logins with Unlink, and Link for each provider the service offers (its window opens from the click in the frame).
 * Resolves when the user is done.
 */
export function manageLoginMethods(c: EmbeddedContext): Promise<void> {
  return handled(
    accountStep(c, async (frame) => {
      c.state.frameVisible = 'loginMethods'
      try {
        await frame.request('MANAGE_LOGIN_METHODS', {})
      } finally {
        releaseFrame(c, frame, 'loginMethods')
      }
    }),
  )
}

/**
 * Signs out of the wallet service and disconnects the adapters. The login is forgotten here even when the
 * service could not be told; that failure is then thrown.
 */
export async function signOut(c: EmbeddedContext): Promise<void> {
  const frame = c.loaded?.frame
  reset(c)
  for (const namespace of [...c.sessions.keys()]) emit(c, namespace, { type: 'deleted' })
  c.sessions.clear()
  let failure: unknown
  if (frame) await frame.request('SIGN_OUT', {}).catch((error: unknown) => (failure = error))
  await c.deps.disconnectAdapters()
  if (failure !== undefined) throw failure
}

/**
 * After the adapters disconnected (the config's `disconnect()`): forgets the login and signs out of the
 * service when the embedded wallet was in use. Never loads the frame.
 */
export async function disconnect(c: EmbeddedContext): Promise<void> {
  const frame = c.loaded?.frame
  const used = c.cache.isUsed() || c.sessions.size > 0
  reset(c)
  c.sessions.clear()
  // The adapters are already gone; a service that cannot be told keeps a session this page no longer uses.
  if (frame && used) await frame.request('SIGN_OUT', {}).catch(() => undefined)
}
