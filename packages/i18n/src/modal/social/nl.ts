// Dutch (nl) strings of the modal's social login, spread into locales/nl.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'Inloggen met een account',
  socialContinue: 'Doorgaan met {provider}',
  socialMore: 'Meer',
  socialMoreTitle: 'Kies hoe je inlogt',
  socialConnectingTitle: 'Inloggen met {provider}',
  socialConnectingHint: 'Ga verder in het venster dat is geopend.',
  socialTryAgain: 'Opnieuw proberen',
  socialFailed: 'Inloggen met {provider} is niet gelukt. Probeer het opnieuw.',
  socialUnavailable: 'Inloggen met {provider} is niet ingesteld voor deze app.',
  socialExpired: 'Het inloggen duurde te lang. Probeer het opnieuw.',
  farcasterScanHint: 'Scan deze code met de camera van je telefoon of met de Farcaster-app.',
  farcasterQrLabel: 'QR-code om in te loggen met Farcaster',
  farcasterOpen: 'Farcaster openen',
  farcasterCopy: 'Link kopiëren',
}
