// CONNECT_PASSKEY: the frame's passkey view signs the user up or in with a passkey, then makes sure this device
// holds its share of the wallet. With a passkey that offers PRF, the wallet's backup share is sealed under it: a
// new wallet needs no recovery password, and a device without its share (a new browser, or one whose storage was
// wiped) rebuilds it from the passkey alone. Without PRF, the recovery password does that job, as for e-mail.
import { fillEmbedded } from '@portico/i18n/embedded'
import { wipe } from '../bytes.js'
import { openPasskeyBackup, sealPasskeyBackup } from '../passkeyBackup.js'
import { askPasskey, type PasskeyMode } from '../ui/passkeyView.js'
import { askPassword } from '../ui/passwordView.js'
import type { WalletStep } from '../wallet.js'
import { createPasskey, getPasskey, type PasskeyResult } from '../webauthn.js'
import { setUpNewWallet } from './connect.js'
import type { Frame, RequestHandlers } from './frame.js'

/** A passkey login: the user's wallet step, and what the passkey gave (its PRF output, its stored backup). */
type PasskeyLogin = {
  step: WalletStep
  credentialId: string
  prf: Uint8Array | undefined
  backup: { splitId: string; blob: string } | undefined
}

/** Logs in with a passkey of this service (any: the browser offers the user's). */
async function logIn(frame: Frame, allow?: string): Promise<PasskeyLogin> {
  const { service, wallet, deviceId } = frame
  const { options } = await service.passkeyLoginOptions({ deviceId })
  const passkey = await getPasskey({
    ...(options as Parameters<typeof getPasskey>[0]),
    ...(allow && { allowCredentials: [{ id: allow, type: 'public-key' }] }),
  })
  try {
    const result = await service.passkeyLogin({ deviceId, response: passkey.credential })
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
  if (passkey.prfEnabled && !passkey.prf) return logIn(frame, result.credentialId)
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

/** What the login needs next on this device, done in the passkey view where the passkey alone is enough. */
async function passkeyStep(frame: Frame, mode: PasskeyMode): Promise<PasskeyLogin> {
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
    return login
  } finally {
    if (login.prf) wipe(login.prf)
  }
}

export function passkeyHandlers(frame: Frame): Pick<RequestHandlers, 'CONNECT_PASSKEY'> {
  return {
    async CONNECT_PASSKEY() {
      const { step } = await askPasskey(frame.surface, (mode) => passkeyStep(frame, mode))
      // A passkey without PRF cannot seal the backup: the recovery password does, as for an e-mail login.
      const note = frame.surface.strings().passkeyNoPrf
      if (step === 'create') await setUpNewWallet(frame, note)
      if (step === 'recover')
        await askPassword(
          frame.surface,
          'recover',
          async (password) => void (await frame.wallet.recover(password)),
          { note },
        )
      return {}
    },
  }
}
