// German (de) strings of the modal's social login, spread into locales/de.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'Anmeldung mit einem Konto',
  socialContinue: 'Mit {provider} fortfahren',
  socialMore: 'Mehr',
  socialMoreTitle: 'Wählen Sie, wie Sie sich anmelden',
  socialConnectingTitle: 'Mit {provider} anmelden',
  socialConnectingHint: 'Fahren Sie im geöffneten Fenster fort.',
  socialTryAgain: 'Erneut versuchen',
  socialFailed: '{provider} konnte Sie nicht anmelden. Bitte versuchen Sie es erneut.',
  socialUnavailable: 'Die Anmeldung mit {provider} ist für diese App nicht eingerichtet.',
  socialExpired: 'Diese Anmeldung hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  farcasterScanHint: 'Scannen Sie diesen Code mit der Kamera Ihres Smartphones oder mit der Farcaster-App.',
  farcasterQrLabel: 'QR-Code zur Anmeldung mit Farcaster',
  farcasterOpen: 'Farcaster öffnen',
  farcasterCopy: 'Link kopieren',
}
