/** Named views of the modal (spec §2). */
export const views = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'UnsupportedChain',
  'ApproveTransaction',
  'SIWXSignMessage',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'Send',
  'SendSelectToken',
  'SendPreview',
  'Receive',
  'OnRampProviders',
  'OnRampTokenSelect',
  'Transactions',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'WhatIsAWallet',
] as const

export type View = (typeof views)[number]

/** Views the modal may not be closed from while sign-in is required and no session exists. */
export const signInViews: readonly View[] = ['ConnectingSiwe', 'SIWXSignMessage', 'ApproveTransaction']
