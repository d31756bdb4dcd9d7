// Italian (it) strings of the modal's social login, spread into locales/it.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'Accesso con account social',
  socialContinue: 'Continua con {provider}',
  socialMore: 'Altro',
  socialMoreTitle: 'Scegli come accedere',
  socialConnectingTitle: 'Accedi con {provider}',
  socialConnectingHint: 'Continua nella finestra che si è aperta.',
  socialTryAgain: 'Riprova',
  socialFailed: 'Non è stato possibile accedere con {provider}. Riprova.',
  socialUnavailable: 'L’accesso con {provider} non è configurato per questa app.',
  socialExpired: 'Questo accesso ha richiesto troppo tempo. Riprova.',
  farcasterScanHint: 'Scansiona questo codice con la fotocamera del telefono o con l’app Farcaster.',
  farcasterQrLabel: 'Codice QR per accedere con Farcaster',
  farcasterOpen: 'Apri Farcaster',
  farcasterCopy: 'Copia link',
}
