// Logging in with a passkey, and what the passkey alone can do for this device: make a new wallet whose backup share
// the passkey seals (PRF), or rebuild the wallet from that backup when this device holds no share.
import { fillEmbedded } from '@portico/i18n/embedded'
import { wipe } from '../bytes.js'
import { openPasskeyBackup, PasskeyBackupError, sealPasskeyBackup } from '../passkeyBackup.js'
import type { PasskeyMode } from '../ui/passkeyView.js'
import type { WalletStep } from '../wallet.js'
import { createPasskey, getPasskey, PasskeyOtherWalletError, type PasskeyResult } from '../webauthn.js'
import type { Frame } from './frame.js'

/** A passkey login: the user's wallet step, and what the passkey gave (its PRF output, its stored backup). */
export type PasskeyLogin = {
  step: WalletStep
  credentialId: string
  prf: Uint8Array | undefined
  backup: { splitId: string; blob: string } | undefined
}

/**
 * Logs in with a passkey of this service (any: the browser offers the user's; `allow`: that one). With `userId`, a
 * passkey of another user is refused and its login not kept.
 */
async function logIn(
  frame: Frame,
  { allow, userId }: { allow?: string; userId?: string } = {},
): Promise<PasskeyLogin> {
  const { service, wallet, deviceId } = frame
  const { options } = await service.passkeyLoginOptions({ deviceId })
  const passkey = await getPasskey({
    ...(options as Parameters<typeof getPasskey>[0]),
    ...(allow && { allowCredentials: [{ id: allow, type: 'public-key' }] }),
  })
  try {
    const result = await service.passkeyLogin({ deviceId, response: passkey.credential })
    if (userId !== undefined && result.user.id !== userId) throw new PasskeyOtherWalletError()
    const step = await wallet.signedIn(result)
    return { step, credentialId: result.credentialId, prf: passkey.prf, backup: result.backup }
  } catch (error) {
    if (passkey.prf) wipe(passkey.prf)
    throw error
  }
}

/** Makes a passkey for a new user and signs them in; a PRF output the creation did not give is asked for once. */
async function signUp(frame: Frame): Promise<PasskeyLogin> {
  const { service, wallet, deviceId, surface, config } = frame
  const strings = surface.strings()
  const userName = fillEmbedded(strings.passkeyAccountName, { app: new URL(config.origin).host })
  const { options } = await service.passkeyRegisterOptions({ deviceId, userName: userName.slice(0, 64) })
  const passkey: PasskeyResult = await createPasskey(options as Parameters<typeof createPasskey>[0])
  const result = await service.passkeySignUp({
    deviceId,
    response: passkey.credential,
    name: strings.passkeyDefaultName.slice(0, 64),
    prf: passkey.prfEnabled,
  })
  const step = await wallet.signedIn(result)
  // Some authenticators enable PRF at creation but give its output only when the passkey is used.
  if (passkey.prfEnabled && !passkey.prf) return logIn(frame, { allow: result.credentialId })
  return { step, credentialId: result.credentialId, prf: passkey.prf, backup: undefined }
}

/** A new wallet whose backup share the passkey seals; the service keeps that backup on the passkey. */
async function makePasskeyWallet(frame: Frame, credentialId: string, prf: Uint8Array): Promise<void> {
  const { recovery } = await frame.wallet.make((share) =>
    sealPasskeyBackup(share.bytes, { prf, credentialId, splitId: share.splitId }),
  )
  await frame.service.passkeyBackup({ credentialId, ...recovery })
}

/** This device joins the user's wallet with the passkey's backup (same addresses, a new share for this device). */
async function rejoinWithPasskey(
  frame: Frame,
  login: PasskeyLogin & { prf: Uint8Array; backup: { splitId: string; blob: string } },
): Promise<void> {
  const info = await frame.service.wallet()
  const share = await openPasskeyBackup(login.backup.blob, {
    prf: login.prf,
    credentialId: login.credentialId,
  })
  await frame.wallet.rejoin(share, info.addresses ?? {})
}

/**
 * A new backup of this device's wallet sealed under passkey `credentialId` (a new split: the service keeps its
 * share 2 and, beside the passkey, the sealed share 3), so that passkey alone rebuilds the wallet elsewhere.
 */
export async function sealBackupUnder(frame: Frame, credentialId: string, prf: Uint8Array): Promise<void> {
  const backup = await frame.wallet.backup((share) =>
    sealPasskeyBackup(share.bytes, { prf, credentialId, splitId: share.splitId }),
  )
  await frame.service.passkeyBackup({ credentialId, ...backup })
}

/**
 * What the login needs next on this device, done in the passkey view where the passkey alone is enough. A PRF
 * passkey without a backup on a device that holds the wallet (its backup was never stored: the service failed
 * after the wallet was made) gets one now.
 */
export async function passkeyStep(frame: Frame, mode: PasskeyMode): Promise<PasskeyLogin> {
  const login = mode === 'create' ? await signUp(frame) : await logIn(frame)
  try {
    const { step, prf, backup, credentialId } = login
    if (step === 'create' && prf) {
      await makePasskeyWallet(frame, credentialId, prf)
      return { ...login, step: 'ready' }
    }
    if (step === 'recover' && prf && backup) {
      await rejoinWithPasskey(frame, { ...login, prf, backup })
      return { ...login, step: 'ready' }
    }
    if (step === 'ready' && prf && !backup) await sealBackupUnder(frame, credentialId, prf)
    return login
  } finally {
    if (login.prf) wipe(login.prf)
  }
}

/**
 * The signed-in user's device has no share: a passkey of the same user whose backup it can open rebuilds the
 * wallet here (the e-mail login's alternative to the recovery password).
 */
export async function rejoinWithOwnPasskey(frame: Frame): Promise<void> {
  const session = await frame.wallet.requireSession()
  const login = await logIn(frame, { userId: session.user.id })
  try {
    if (!login.prf || !login.backup) throw new PasskeyBackupError()
    await rejoinWithPasskey(frame, { ...login, prf: login.prf, backup: login.backup })
  } finally {
    if (login.prf) wipe(login.prf)
  }
}

/** The signed-in user confirms it is them with one of their passkeys (a fresh login, with user verification). */
export async function confirmWithOwnPasskey(frame: Frame): Promise<void> {
  const session = await frame.wallet.requireSession()
  const login = await logIn(frame, { userId: session.user.id })
  if (login.prf) wipe(login.prf)
}

/** Whether the signed-in user has a passkey that can rebuild the wallet on this device. */
export async function hasPasskeyBackup(frame: Frame): Promise<boolean> {
  const { passkeys } = await frame.service.passkeys().catch(() => ({ passkeys: [] }))
  return passkeys.some((passkey) => passkey.backup)
}
