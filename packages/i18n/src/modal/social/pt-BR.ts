// Portuguese, Brazil (pt-BR) strings of the modal's social login, spread into locales/pt-BR.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'Login com redes sociais',
  socialContinue: 'Continuar com {provider}',
  socialMore: 'Mais',
  socialMoreTitle: 'Escolha como entrar',
  socialConnectingTitle: 'Entrar com {provider}',
  socialConnectingHint: 'Continue na janela que foi aberta.',
  socialTryAgain: 'Tentar novamente',
  socialFailed: 'Não foi possível entrar com {provider}. Tente novamente.',
  socialUnavailable: 'O login com {provider} não está configurado neste app.',
  socialExpired: 'Este login demorou demais. Tente novamente.',
  farcasterScanHint: 'Escaneie este código com a câmera do seu celular ou com o app Farcaster.',
  farcasterQrLabel: 'QR code para entrar com Farcaster',
  farcasterOpen: 'Abrir o Farcaster',
  farcasterCopy: 'Copiar link',
}
