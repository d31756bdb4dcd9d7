import type { MailStrings } from './types.js'

/** English. */
export const en: MailStrings = {
  mailLoginSubject: 'Your sign-in code',
  mailLoginBody:
    'Your sign-in code is {code}.\n\nIt works once, within {minutes} minutes. If you did not try to sign in, ignore this e-mail.',
  mailDeviceSubject: 'Approve your new device',
  mailDeviceBody:
    'Someone is signing in to the wallet of {email} on a new device. If it is you, approve the device with this link:\n\n{link}\n\nThe link works for {minutes} minutes. If it is not you, ignore this e-mail and nothing changes.',
  mailEmailUpdatePrimarySubject: 'Confirm your e-mail change',
  mailEmailUpdatePrimaryBody:
    'You asked to change the e-mail address of your wallet to {newEmail}. Your confirmation code is {code}.\n\nIt works once, within {minutes} minutes. If you did not ask for this, ignore this e-mail and nothing changes.',
  mailEmailUpdateSecondarySubject: 'Confirm your new e-mail address',
  mailEmailUpdateSecondaryBody:
    'Your code to confirm this address for your wallet is {code}.\n\nIt works once, within {minutes} minutes.',
  mailExportSubject: 'Your key export code',
  mailExportBody:
    'Your code to export the private key of your wallet is {code}.\n\nIt works once, within {minutes} minutes. Never share this code or your key. If you did not ask to export your key, ignore this e-mail.',
  mailKitSubject: 'Your emergency kit code',
  mailKitBody:
    'Your code to download the emergency kit of your wallet is {code}.\n\nIt works once, within {minutes} minutes. Never share this code. If you did not ask for an emergency kit, ignore this e-mail.',
  mailDevicePageTitle: 'Approve this device?',
  mailDevicePageBody:
    'A new device asked to sign in to the wallet of {email}. Approve it only if you started this sign-in yourself.',
  mailDevicePageButton: 'Approve this device',
  mailDevicePageRequested: 'This request came at {time} from {device}.',
  mailDevicePageBrowserOnOs: '{browser} on {os}',
  mailDevicePageUnknown: 'unknown',
  mailDeviceApprovedTitle: 'Device approved',
  mailDeviceApprovedBody: 'We sent you a sign-in code by e-mail. Go back to the app and enter it there.',
  mailDeviceLinkInvalidTitle: 'This link no longer works',
  mailDeviceLinkInvalidBody: 'It has expired or was used already. Start signing in again in the app.',
  mailDeviceRateLimited: 'Too many e-mails were sent. Try again in {seconds} s.',
  mailExitSubject: 'Approve moving your wallet',
  mailExitBody:
    'The operator of your wallet service asks to move the wallet of {email} to another wallet service: {to}\n\nYour wallet keeps its addresses. After the move you sign in at {to} with this e-mail address and your recovery password. To approve or decline, open this link:\n\n{link}\n\nThe link works for {hours} hours. If you do nothing, your wallet stays where it is.',
  mailExitPageTitle: 'Move your wallet?',
  mailExitPageBody:
    'The operator of this wallet service asks to move the wallet of {email} to another wallet service: {to}. Your wallet keeps its addresses; afterwards you use it there, with the same e-mail address and your recovery password, and no longer here. Approve only if you expected this move.',
  mailExitPageApprove: 'Approve the move',
  mailExitPageDecline: 'Decline',
  mailExitApprovedTitle: 'Move approved',
  mailExitApprovedBody:
    'Your wallet will move to {to}. Once it has moved, sign in there with this e-mail address and your recovery password.',
  mailExitDeclinedTitle: 'Move declined',
  mailExitDeclinedBody: 'Your wallet stays with this service. Nothing was sent anywhere.',
  mailExitLinkInvalidBody:
    'It has expired or was answered already. If you still need to answer, ask the operator of your wallet service for a new link.',
}
