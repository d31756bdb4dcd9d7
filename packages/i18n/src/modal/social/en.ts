// The modal's strings of the social login (Google, Apple, GitHub, Discord, X, Facebook, Farcaster), English: a
// table of its own that en.ts spreads in. `{provider}` is the provider's brand name. The `farcaster…` strings are
// ConnectingFarcaster's (its QR code and link).
export default {
  socialLabel: 'Social logins',
  socialContinue: 'Continue with {provider}',
  socialMore: 'More',
  socialMoreTitle: 'Choose how to log in',
  socialConnectingTitle: 'Log in with {provider}',
  socialConnectingHint: 'Continue in the window that opened.',
  socialTryAgain: 'Try again',
  socialFailed: '{provider} could not log you in. Please try again.',
  socialUnavailable: '{provider} login is not set up for this app.',
  socialExpired: 'This login took too long. Please try again.',
  farcasterScanHint: "Scan this code with your phone's camera or Farcaster app.",
  farcasterQrLabel: 'QR code to log in with Farcaster',
  farcasterOpen: 'Open Farcaster',
  farcasterCopy: 'Copy link',
}
