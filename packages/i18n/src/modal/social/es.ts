// Spanish (es) strings of the modal's social login, spread into locales/es.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'Inicio de sesión con redes sociales',
  socialContinue: 'Continuar con {provider}',
  socialMore: 'Más',
  socialMoreTitle: 'Elige cómo iniciar sesión',
  socialConnectingTitle: 'Inicia sesión con {provider}',
  socialConnectingHint: 'Continúa en la ventana que se abrió.',
  socialTryAgain: 'Reintentar',
  socialFailed: 'No se pudo iniciar sesión con {provider}. Inténtalo de nuevo.',
  socialUnavailable: 'El inicio de sesión con {provider} no está configurado en esta app.',
  socialExpired: 'Este inicio de sesión tardó demasiado. Inténtalo de nuevo.',
  farcasterScanHint: 'Escanea este código con la cámara de tu teléfono o con la app de Farcaster.',
  farcasterQrLabel: 'Código QR para iniciar sesión con Farcaster',
  farcasterOpen: 'Abrir Farcaster',
  farcasterCopy: 'Copiar enlace',
}
