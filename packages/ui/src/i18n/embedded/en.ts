// The embedded wallet's own words, English: its frame (recovery password, approval, key export), the
// service's e-mails and its device-approval page. `{name}` placeholders are filled by `fillEmbedded`.

export const embeddedEn = {
  // Shared
  cancel: 'Cancel',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  working: 'Working…',
  genericError: 'Something went wrong. Try again.',

  // New wallet: set the recovery password
  setupTitle: 'Set a recovery password',
  setupIntro:
    'Your wallet is split into three parts: this device, our service and a backup locked with this password. Any two of them open your wallet.',
  setupWarning:
    'We cannot reset this password. If you lose both this password and this device, your funds are lost, unless you have exported your keys.',
  passwordLabel: 'Password',
  confirmLabel: 'Confirm password',
  passwordTooShort: 'Use at least {min} characters.',
  passwordMismatch: 'The passwords do not match.',
  createWallet: 'Create wallet',
  creatingWallet: 'Creating your wallet…',

  // New device: enter the recovery password
  recoverTitle: 'Enter your recovery password',
  recoverIntro: 'This device is new to your wallet. Enter the recovery password you set when you created it.',
  recoverSubmit: 'Unlock wallet',
  recovering: 'Unlocking your wallet…',
  wrongPassword: 'Wrong recovery password.',

  // Approve a request
  approveTitle: 'Approve request',
  requestFrom: 'Request from {origin}',
  approve: 'Approve',
  reject: 'Reject',
  methodLabel: 'Method',
  networkLabel: 'Network',
  signMessageTitle: 'Sign message',
  signTypedDataTitle: 'Sign typed data',
  sendTransactionTitle: 'Send transaction',
  sendCallsTitle: 'Send {count} calls',
  signTransactionTitle: 'Sign transaction',
  signAllTransactionsTitle: 'Sign {count} transactions',
  signAndSendTransactionTitle: 'Sign and send transaction',
  messageLabel: 'Message',
  messageHexLabel: 'Message (hex)',
  amountLabel: 'Amount',
  recipientLabel: 'Recipient',
  tokenLabel: 'Token',
  contractLabel: 'Contract',
  functionLabel: 'Function',
  argumentsLabel: 'Arguments',
  dataLabel: 'Data',
  callLabel: 'Call {index}',
  transactionLabel: 'Transaction {index}',
  instructionsLabel: 'Instructions',
  programLabel: 'Program',
  accountsLabel: 'Accounts',
  domainLabel: 'Domain',
  typeLabel: 'Type',
  unknownToken: 'Unknown token',
  noValue: 'None',

  // Export keys
  exportTitle: 'Export keys',
  exportCodeSent: 'We sent a code to {email}. Enter it to show your keys.',
  codeLabel: 'Code',
  verify: 'Verify',
  exportWarning: 'Anyone with these keys controls your funds. Never share them, and keep them offline.',
  evmKeyLabel: 'EVM private key',
  solanaKeyLabel: 'Solana secret key',
  codeInvalid: 'Wrong code.',
  codeExpired: 'This code has expired. Start again for a new one.',
  codeBurned: 'Too many wrong tries. Start again for a new code.',
  rateLimited: 'Too many attempts. Try again in {seconds} seconds.',

  // E-mails sent by the service
  mailLoginSubject: 'Your login code',
  mailLoginText:
    'Your login code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this e-mail.',
  mailDeviceSubject: 'Approve a new device',
  mailDeviceText:
    'A new device is signing in to your wallet. If it is you, approve it here: {link} The link is valid for {minutes} minutes. If it is not you, ignore this e-mail.',
  mailUpdatePrimarySubject: 'Confirm your e-mail change',
  mailUpdatePrimaryText:
    'Your code to change your e-mail to {email} is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this e-mail.',
  mailUpdateSecondarySubject: 'Confirm your new e-mail',
  mailUpdateSecondaryText:
    'Your code to confirm this address for your wallet is {code}. It is valid for {minutes} minutes.',
  mailExportSubject: 'Your code to export your keys',
  mailExportText:
    'Your code to show your wallet keys is {code}. It is valid for {minutes} minutes. If you did not ask for it, do not use it and sign out on your devices.',

  // Device-approval page
  deviceTitle: 'Approve this device',
  deviceIntro: 'A new device asked to use your wallet. Approve it only if you are signing in right now.',
  deviceApprove: 'Approve this device',
  deviceApproved: 'Device approved. Go back to the app: a login code is on its way to your e-mail.',
  deviceLinkInvalid: 'This link is invalid or has expired.',
}

export type EmbeddedStrings = typeof embeddedEn
export type EmbeddedStringKey = keyof EmbeddedStrings
