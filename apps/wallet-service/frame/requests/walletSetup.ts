// A signed-in user's wallet on this device: a new wallet (the recovery password, or an imported one), or joining
// the existing wallet (the recovery password, or a passkey that can open the wallet's backup).
import { wipe } from '../bytes.js'
import { askImport } from '../ui/importView.js'
import { passkeyFailureText } from '../ui/passkeyErrors.js'
import { askPassword } from '../ui/passwordView.js'
import type { Frame } from './frame.js'
import { hasPasskeyBackup, rejoinWithOwnPasskey } from './passkeyLogin.js'

/**
 * A new wallet: the recovery-password form, which offers to import an existing wallet instead. Importing asks for
 * the phrase or key, then the same password form; the imported secret is split like fresh entropy, then wiped.
 * Back in the import view returns to the first form. `note` says above the form why it is asked for.
 */
export async function setUpNewWallet({ surface, wallet }: Frame, note?: string): Promise<void> {
  for (;;) {
    const choice = await askPassword(
      surface,
      'create',
      async (password) => void (await wallet.create(password)),
      { offerImport: true, note },
    )
    if (choice === 'done') return
    const imported = await askImport(surface)
    if (!imported) continue
    try {
      await askPassword(
        surface,
        'create',
        async (password) => void (await wallet.create(password, imported.secret)),
        { importing: true, note },
      )
      return
    } finally {
      wipe(imported.secret)
    }
  }
}

/**
 * This device joins the user's wallet: the recovery-password form, which offers "Use a passkey instead" when the
 * user has a passkey that can open the wallet's backup. A passkey that fails says why above the form.
 */
export async function recoverOnThisDevice(frame: Frame, note?: string): Promise<void> {
  const { surface, wallet } = frame
  const offerPasskey = await hasPasskeyBackup(frame)
  let said = note
  for (;;) {
    const choice = await askPassword(
      surface,
      'recover',
      async (password) => void (await wallet.recover(password)),
      {
        note: said,
        offerPasskey,
      },
    )
    if (choice !== 'passkey') return
    try {
      await rejoinWithOwnPasskey(frame)
      return
    } catch (error) {
      said = passkeyFailureText(error, surface.strings())
    }
  }
}
