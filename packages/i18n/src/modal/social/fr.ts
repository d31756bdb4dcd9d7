// French (fr) strings of the modal's social login, spread into locales/fr.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'Connexion avec un compte social',
  socialContinue: 'Continuer avec {provider}',
  socialMore: 'Plus',
  socialMoreTitle: 'Choisissez comment vous connecter',
  socialConnectingTitle: 'Connexion avec {provider}',
  socialConnectingHint: 'Continuez dans la fenêtre qui s’est ouverte.',
  socialTryAgain: 'Réessayer',
  socialFailed: '{provider} n’a pas pu vous connecter. Veuillez réessayer.',
  socialUnavailable: 'La connexion avec {provider} n’est pas configurée pour cette application.',
  socialExpired: 'Cette connexion a pris trop de temps. Veuillez réessayer.',
  farcasterScanHint: 'Scannez ce code avec l’appareil photo de votre téléphone ou avec l’app Farcaster.',
  farcasterQrLabel: 'Code QR pour se connecter avec Farcaster',
  farcasterOpen: 'Ouvrir Farcaster',
  farcasterCopy: 'Copier le lien',
}
