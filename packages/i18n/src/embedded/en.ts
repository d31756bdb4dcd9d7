// The embedded wallet frame's own words, English: the recovery-password forms, the approval view and the key
// export. (The wallet service words its e-mails and pages itself.) `{name}` placeholders are filled by `fillEmbedded`.

export const embeddedEn = {
  // Shared
  cancel: 'Cancel',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  working: 'Working…',
  genericError: 'Something went wrong. Try again.',
  walletMovedTitle: 'Your wallet has moved',
  walletMovedBody:
    'This wallet is now served by another wallet service: {origin}. Sign in there with the same e-mail address and your recovery password to use it.',

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

  // Passkeys
  passkeyTitle: 'Continue with a passkey',
  passkeyIntro:
    'A passkey opens your wallet with your fingerprint, face or screen lock. There is no password to remember, and no site can trick you into giving it away.',
  passkeyUse: 'Log in with a passkey',
  passkeyCreate: 'Create a wallet with a passkey',
  passkeyWaiting: 'Follow your browser’s passkey prompt…',
  passkeyCancelled: 'The passkey request was cancelled or timed out.',
  passkeyRefused: 'This passkey could not be verified. Try again, or use another one.',
  passkeyUnavailable: 'Passkeys cannot be used here. Log in with your e-mail instead.',
  passkeyBackupFailed: 'This passkey could not open your wallet’s backup.',
  passkeyInstead: 'Use a passkey instead',
  passkeyOtherWallet: 'This passkey opens another wallet.',
  passkeyNoPrf:
    'Your passkey cannot lock your wallet’s backup in this browser, so your wallet also needs a recovery password.',
  /** The account name the browser shows in its passkey list. */
  passkeyAccountName: 'Wallet on {app}',
  /** The name a new passkey gets in the wallet's settings. */
  passkeyDefaultName: 'Passkey',
  // Passkeys in the wallet's settings
  passkeysTitle: 'Passkeys',
  passkeysIntro: 'Each passkey below opens this wallet.',
  passkeysEmpty: 'No passkey yet. Add one to log in with your fingerprint, face or screen lock.',
  passkeyAdd: 'Add a passkey',
  passkeyAdded: 'Passkey added.',
  passkeyRename: 'Rename',
  passkeyRemove: 'Remove',
  passkeyRemoved: 'Passkey removed.',
  passkeyNameLabel: 'Passkey name',
  passkeySave: 'Save',
  passkeyAddedOn: 'Added {date}',
  passkeyLastUsed: 'Last used {date}',
  passkeyWithBackup: 'Can rebuild this wallet on a new device',
  passkeyLastMethod: 'Add another way to log in before removing this passkey.',
  passkeyRemoveConfirm: 'Remove “{name}”? It will no longer open this wallet.',

  // Login methods in the wallet's settings
  loginMethodsTitle: 'Login methods',
  loginMethodsIntro: 'Each of these opens this wallet.',
  loginMethodEmail: 'E-mail',
  loginMethodNoEmail: 'No e-mail address',
  loginMethodAddEmailNote: 'You can add one in Wallet settings.',
  loginMethodPasskeys: 'Passkeys ({count})',
  loginMethodPasskeysManaged: 'Managed in Passkeys.',
  loginMethodUnlink: 'Unlink',
  loginMethodUnlinkConfirm: 'Unlink {provider}? It will no longer open this wallet.',
  loginMethodUnlinked: '{provider} unlinked.',
  loginMethodLastMethod: 'Add another way to log in before removing this one.',
  loginMethodLinkTitle: 'Link another login',
  loginMethodLink: 'Link {provider}',
  loginMethodLinkWaiting: 'Continue in the window that opened…',
  loginMethodLinked: '{provider} linked.',
  loginMethodLinkFailed: '{provider} could not log you in. Try again.',
  loginMethodTaken: 'This account already opens another wallet.',
  loginMethodExpired: 'This login took too long. Try again.',
  loginMethodWindowBlocked: 'The window was blocked. Allow pop-ups for this page and try again.',
  /** The social providers' brand names. */
  socialGoogle: 'Google',
  socialApple: 'Apple',
  socialGithub: 'GitHub',
  socialDiscord: 'Discord',
  socialX: 'X',
  socialFacebook: 'Facebook',
  socialFarcaster: 'Farcaster',

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
  exportPasskeyIntro: 'Confirm it is you with your passkey, and your keys show here.',
  exportPasskeyConfirm: 'Confirm with passkey',
  codeLabel: 'Code',
  verify: 'Verify',
  exportWarning: 'Anyone with these keys controls your funds. Never share them, and keep them offline.',
  evmKeyLabel: 'EVM private key',
  solanaKeyLabel: 'Solana secret key',
  codeInvalid: 'Wrong code.',
  codeExpired: 'This code has expired. Start again for a new one.',
  codeBurned: 'Too many wrong tries. Start again for a new code.',
  rateLimited: 'Too many attempts. Try again in {seconds} seconds.',

  // Emergency kit
  kitTitle: 'Emergency kit',
  kitCodeSent: 'We sent a code to {email}. Enter it to make your emergency kit.',
  kitPasswordIntro:
    'Enter your recovery password. The kit is locked with it: without the password the file reveals nothing but your addresses.',
  kitCreate: 'Make the kit',
  kitCreating: 'Making the kit…',
  kitDoneTitle: 'Your emergency kit is downloaded',
  kitSaved: 'Your browser saved it to your downloads as {file}.',
  kitKeepApart:
    'Keep the file somewhere safe, and keep your recovery password apart from it. Together they restore your wallet with the portico-recover tool, even if this service is gone.',
  kitDownloadAgain: 'Download again',

  // Import an existing wallet (new wallet only)
  back: 'Back',
  importLink: 'Import an existing wallet',
  importTitle: 'Import a wallet',
  importIntro:
    'Enter the recovery phrase (12 to 24 words) or the private key (EVM or Solana) of the wallet you want to bring here. Type it only in this form. A wallet imported from a private key works on that key’s network only.',
  importLabel: 'Recovery phrase or private key',
  importKindMnemonic: 'Recovery phrase, {count} words',
  importExplainer:
    'The key is split like a new wallet’s: this service never holds it whole. Anyone who already has this phrase or key can still use the wallet; if it may have leaked, make a new wallet and move your funds instead.',
  importContinue: 'Continue',
  importEmpty: 'Enter your recovery phrase or private key.',
  importUnrecognised: 'This is neither a recovery phrase nor a private key.',
  importWordCount: 'A recovery phrase has 12, 15, 18, 21 or 24 words; this one has {count}.',
  importUnknownWord: '“{word}” is not a recovery phrase word. Check its spelling.',
  importChecksum: 'This recovery phrase is not valid. Check each word and their order.',
  importKeyInvalid: 'This private key is not valid.',
  importSubmit: 'Import wallet',
  importingWallet: 'Importing your wallet…',

  // A request from the smart account (ERC-4337): the account, and who pays its gas
  smartAccountLabel: 'Smart account',
  gasLabel: 'Gas',
  gasSponsoredBy: 'Gas sponsored by {name}',
  gasNotSponsored: 'Not sponsored: {reason}',
  gasPaidByAccount: 'Your smart account pays the gas in {symbol}.',
  gasUnpayable: 'Your smart account has too little {symbol} to pay the gas, so this cannot be sent.',

  // The EOA upgraded in place (EIP-7702): the approval of the upgrade, alone or with the first send
  upgradeTitle: 'Upgrade account',
  upgradeLabel: 'Upgrade',
  upgradeExplainer: 'This account becomes a smart account on {network}. Its address stays the same.',

  // Sessions (ERC-7715): an app's session key may spend from the smart account within a limit until an expiry
  sessionGrantTitle: 'Allow a session',
  sessionRevokeTitle: 'Revoke session',
  sessionLabel: 'Session',
  sessionGrantExplainer:
    'Until it expires, the app’s session key may spend up to this limit from your smart account without asking you again. You can revoke it at any time.',
  sessionRevokeExplainer: 'The session key can no longer spend from your smart account.',
  sessionIndexLabel: 'Session {index}',
  sessionSignerLabel: 'Session key',
  sessionLimitLabel: 'Spending limit',
  sessionRecipientsLabel: 'Recipients',
  sessionAnyRecipient: 'Any recipient',
  sessionExpiryLabel: 'Expires',

  // A batch's status (ERC-5792 wallet_showCallsStatus): shown for information, with one Close button
  callsStatusTitle: 'Transaction status',
  callsStatusLabel: 'Status',
  callsStatusPending: 'Pending',
  callsStatusConfirmed: 'Confirmed',
  callsStatusFailed: 'Failed',
  callsStatusPartial: 'Partly confirmed: some calls failed',
  callsTransactionHashLabel: 'Transaction hash',
  callsNotInBlock: 'Not in a block yet',
  callsUserOperationLabel: 'User operation',
  callsSentThroughLabel: 'Sent through',
  callsBundler: 'The network’s bundler, as a user operation',
  close: 'Close',
}

export type EmbeddedStrings = typeof embeddedEn
export type EmbeddedStringKey = keyof EmbeddedStrings
