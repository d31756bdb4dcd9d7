// MANAGE_PASSKEYS: the frame's passkey settings for the signed-in user. Adding a passkey that offers PRF also seals
// a new backup of the wallet under it, so that passkey alone rebuilds the wallet on a device without its share.
import { fillEmbedded } from '@portico/i18n/embedded'
import { wipe } from '../bytes.js'
import { NotLoggedInError } from '../errors.js'
import { showPasskeys } from '../ui/passkeysView.js'
import { createPasskey, getPasskey } from '../webauthn.js'
import type { Frame, RequestHandlers } from './frame.js'
import { sealBackupUnder } from './passkeyLogin.js'

/** The PRF output of passkey `credentialId`, asked for by using it once (some give it only then). */
async function prfByUse(frame: Frame, credentialId: string): Promise<Uint8Array | undefined> {
  const { service, wallet, deviceId } = frame
  const { options } = await service.passkeyLoginOptions({ deviceId })
  const used = await getPasskey({
    ...(options as Parameters<typeof getPasskey>[0]),
    allowCredentials: [{ id: credentialId, type: 'public-key' }],
  })
  // The use is a login of the same user: its session replaces this device's.
  await wallet.signedIn(await service.passkeyLogin({ deviceId, response: used.credential }))
  return used.prf
}

/** Makes another passkey for the signed-in user; with PRF, a new backup of the wallet sealed under it. */
async function addPasskey(frame: Frame): Promise<void> {
  const { service, deviceId, surface, config } = frame
  const strings = surface.strings()
  const userName = fillEmbedded(strings.passkeyAccountName, { app: new URL(config.origin).host })
  const { options } = await service.passkeyRegisterOptions({ deviceId, userName: userName.slice(0, 64) })
  const passkey = await createPasskey(options as Parameters<typeof createPasskey>[0])
  const { credentialId } = await service.passkeyAdd({
    deviceId,
    response: passkey.credential,
    name: strings.passkeyDefaultName.slice(0, 64),
    prf: passkey.prfEnabled,
  })
  const prf = passkey.prf ?? (passkey.prfEnabled ? await prfByUse(frame, credentialId) : undefined)
  if (!prf) return
  try {
    await sealBackupUnder(frame, credentialId, prf)
  } finally {
    wipe(prf)
  }
}

export function passkeySettingsHandlers(frame: Frame): Pick<RequestHandlers, 'MANAGE_PASSKEYS'> {
  const { wallet, service } = frame
  return {
    async MANAGE_PASSKEYS() {
      if (!(await wallet.connectedUser())) throw new NotLoggedInError()
      await showPasskeys(frame.surface, {
        list: async () => (await service.passkeys()).passkeys,
        add: () => addPasskey(frame),
        rename: async (id, name) => void (await service.renamePasskey(id, name)),
        remove: async (id) => void (await service.removePasskey(id)),
      })
      return {}
    },
  }
}
