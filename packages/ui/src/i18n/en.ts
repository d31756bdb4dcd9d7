// Every string the modal shows, English. `{name}` placeholders are filled by `format`. Core's outcomes
// (toasts, alerts) arrive as codes and read `toast_<code>`, `alert_<id>` and `alertDetail_<id>` here.

export const en = {
  close: 'Close',
  back: 'Back',
  dismiss: 'Dismiss',
  copy: 'Copy',
  copied: 'Copied',
  loading: 'Loading',
  tryAgain: 'Try again',

  // Connect
  connectTitle: 'Connect wallet',
  walletsLabel: 'Wallets',
  installed: 'Installed',
  recent: 'Recent',
  allWallets: 'All wallets',
  browserWallet: 'Browser wallet',
  noWallets: 'No wallet found for this network',
  noWalletsHint: 'Install a browser wallet, or pick one from all wallets.',
  legalNotice: 'By connecting, you agree to the terms of this app.',

  // All wallets
  allWalletsTitle: 'All wallets',
  searchWallets: 'Search wallet',
  noWalletFound: 'No wallet found',
  noWalletFoundHint: 'Try another name.',
  walletsLoadFailed: 'Wallets could not be loaded',

  // Connecting
  continueIn: 'Continue in {name}',
  acceptRequest: 'Accept the connection request in your wallet',
  connectionDeclined: 'Connection declined',
  connectionDeclinedHint: 'The request was declined in the wallet.',
  connectionFailed: 'Connection failed',
  notInstalled: '{name} is not installed',
  notInstalledHint: 'Install it, then reload this page to connect.',
  getWallet: 'Get {name}',

  // Account
  accountTitle: 'Account',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  balanceLabel: 'Balance',
  walletFeatures: 'Wallet actions',
  featureSend: 'Send',
  featureReceive: 'Receive',
  featureSwap: 'Swap',
  tabTokens: 'Tokens',
  tabNfts: 'NFTs',
  tabActivity: 'Activity',
  accountTabs: 'Assets',
  noTokens: 'No tokens yet',
  noTokensHint: 'Fund this account to see its tokens here.',
  noNfts: 'No NFTs yet',
  noNftsHint: 'Collectibles you hold on this network appear here.',
  noActivity: 'No activity yet',
  noActivityHint: 'Transfers on this network appear here.',
  activityFailed: 'Failed to fetch transactions',
  nftsFailed: 'NFTs could not be loaded',
  apiMissing: 'Not available without the blockchain API',
  disconnect: 'Disconnect',
  switchNetwork: 'Switch network',
  tokenOf: '{name} #{id}',

  // Activity operations (the history's operation types)
  op_approve: 'Approved',
  op_borrow: 'Borrowed',
  op_burn: 'Burned',
  op_buy: 'Bought',
  op_cancel: 'Cancelled',
  op_claim: 'Claimed',
  op_deploy: 'Deployed',
  op_deposit: 'Deposited',
  op_execute: 'Executed',
  op_mint: 'Minted',
  op_receive: 'Received',
  op_repay: 'Repaid',
  op_send: 'Sent',
  op_stake: 'Staked',
  op_trade: 'Swapped',
  op_unstake: 'Unstaked',
  op_withdraw: 'Withdrew',
  statusFailed: 'Failed',
  statusPending: 'Pending',
  toAddress: 'To {address}',
  fromAddress: 'From {address}',

  // Networks
  networksTitle: 'Choose network',
  activeNetwork: 'Active',
  switching: 'Switching…',
  switchDeclined: 'Network switch declined',
  unsupportedNetwork: 'Unsupported network',

  // Unsupported chain
  unsupportedTitle: 'Switch network',
  unsupportedHint:
    "This app doesn't support your current network. Switch to an available option to continue.",

  // Send
  sendTitle: 'Send',
  selectTokenTitle: 'Select token',
  searchToken: 'Search token',
  noTokensToSend: 'No tokens with a balance',
  amount: 'Amount',
  max: 'Max',
  available: '{amount} available',
  to: 'To',
  receiverPlaceholder: 'Address or name',
  resolvingName: 'Looking up name…',
  nameNotFound: 'No address found for this name',
  networkFee: 'Network fee',
  networkFeeUnknown: 'Estimated in your wallet',
  send: 'Send',
  confirmInWallet: 'Confirm in your wallet',
  enterAmount: 'Enter an amount',
  addReceiver: 'Add a receiver',
  insufficientBalance: 'Insufficient balance',
  invalidSend: 'Please enter a valid amount and receiver address.',

  // Swap
  swapTitle: 'Swap',
  swapPreviewTitle: 'Review swap',
  youPay: 'You pay',
  youReceive: 'You receive',
  switchTokens: 'Switch tokens',
  swapNotSupported: 'Network not supported for Swaps',
  swapNotSupportedHint: 'Switch to a network with swaps to trade tokens here.',
  swapPreparing: 'Getting swap ready…',
  gettingQuote: 'Getting quote…',
  priceImpact: 'Price impact',
  providerFee: 'Provider fee',
  providerFeeValue: '{amount} {symbol} (0.85%)',
  maxSlippage: 'Max. slippage',
  minimumReceived: 'Minimum received',
  slippage: 'Slippage tolerance',
  slippageHint: 'The swap stops if the price moves against you by more than this. At most {max}%.',
  slippageCustom: 'Custom slippage in percent',
  slippageCustomPlaceholder: 'Custom %',
  slippageInvalid: 'Enter a slippage above 0 and at most {max}%',
  reviewSwap: 'Review swap',
  approveAndSwap: 'Approve and swap',
  swap: 'Swap',
  cancel: 'Cancel',
  swapAll: 'Your tokens',
  swapAllTokens: 'All tokens',
  noSwapTokens: 'No token matches',
  swapRate: '1 {from} ≈ {amount} {to}',

  // Receive
  receiveTitle: 'Receive',
  receiveHint: 'Only send assets on {network} to this address.',
  qrLabel: 'QR code of the address {address}',

  // Buttons
  connectWallet: 'Connect wallet',
  connecting: 'Connecting…',
  network: 'Network',

  // Toasts core shows, by their code
  toast_tokenBalanceUnavailable: 'Token Balance Unavailable',
  toast_swapInitFailed: 'Failed to initialize swap',
  toast_swapNetworkPriceFailed: 'Failed to fetch network token price',
  toast_swapAllowanceFailed: 'Failed to check allowance',
  toast_swapApprovalBuildFailed: 'Failed to create approval transaction',
  toast_swapBuildFailed: 'Failed to create transaction',
  toast_swapIncorrectAmount: 'Incorrect amount',
  toast_swapApproveInWallet: 'Approve limit increase in your wallet',
  toast_swapConfirmInWallet: 'Confirm transaction in your wallet',
  toast_swapping: 'Swapping {fromAmount} {fromSymbol} to {toAmount} {toSymbol}',
  toast_swapped: 'Swapped {fromAmount} {fromSymbol} to {toAmount} {toSymbol}',
  toast_requestRejected: 'The request was rejected in your wallet',
  toast_transactionFailed: 'Transaction error',
  toast_approvalReverted: 'The approval transaction failed on chain.',
  toast_sendStarted: 'Transaction started',
  toast_sendFailed: 'Something went wrong',
  toast_sendFailedSolana: 'Failed to send transaction. Please try again.',
  // Toasts of the modal's own
  switchFailed: 'The network could not be switched',
  disconnectFailed: 'Some wallets could not be disconnected',
  connectionFailedHint: 'The wallet could not connect. Try again, or choose another wallet.',
  enterValidAmount: 'Please enter a valid amount',

  // Alerts (configuration problems), heading and detail
  alert_invalidAppConfiguration: 'Invalid App Configuration',
  alertDetail_invalidAppConfiguration: "This site's domain is not on the project's allowlist.",
  alert_sessionExpired: 'Session Expired',
  alertDetail_sessionExpired: 'The session is not valid. Check your device time settings, then reconnect.',
  alert_invalidProjectId: 'Invalid Project ID',
  alertDetail_invalidProjectId: 'The API does not know this project id. Check the configuration.',
  alert_projectIdNotConfigured: 'Project ID Not Configured',
  alertDetail_projectIdNotConfigured: 'Set a project id in the configuration.',
}

/** Every string of a language: what each file under `locales/` translates. */
export type LocaleStrings = { [K in keyof typeof en]: string }

/** Every string of the modal; a `locale` option overrides any of them. */
export type Locale = LocaleStrings

export default en satisfies Locale
