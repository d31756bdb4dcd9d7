// Polish (pl) strings of the modal's social login, spread into locales/pl.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'Logowanie przez konta społecznościowe',
  socialContinue: 'Kontynuuj przez {provider}',
  socialMore: 'Więcej',
  socialMoreTitle: 'Wybierz sposób logowania',
  socialConnectingTitle: 'Zaloguj się przez {provider}',
  socialConnectingHint: 'Kontynuuj w oknie, które się otworzyło.',
  socialTryAgain: 'Spróbuj ponownie',
  socialFailed: 'Nie udało się zalogować przez {provider}. Spróbuj ponownie.',
  socialUnavailable: 'Logowanie przez {provider} nie jest skonfigurowane w tej aplikacji.',
  socialExpired: 'Logowanie trwało zbyt długo. Spróbuj ponownie.',
  farcasterScanHint: 'Zeskanuj ten kod aparatem telefonu lub w aplikacji Farcaster.',
  farcasterQrLabel: 'Kod QR do logowania przez Farcaster',
  farcasterOpen: 'Otwórz Farcaster',
  farcasterCopy: 'Kopiuj link',
}
