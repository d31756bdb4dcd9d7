// Russian (ru) strings of the modal's social login, spread into locales/ru.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'Вход через соцсети',
  socialContinue: 'Продолжить через {provider}',
  socialMore: 'Ещё',
  socialMoreTitle: 'Выберите способ входа',
  socialConnectingTitle: 'Вход через {provider}',
  socialConnectingHint: 'Продолжите в открывшемся окне.',
  socialTryAgain: 'Повторить попытку',
  socialFailed: 'Не удалось войти через {provider}. Попробуйте ещё раз.',
  socialUnavailable: 'Вход через {provider} не настроен для этого приложения.',
  socialExpired: 'Вход занял слишком много времени. Попробуйте ещё раз.',
  farcasterScanHint: 'Отсканируйте этот код камерой телефона или в приложении Farcaster.',
  farcasterQrLabel: 'QR-код для входа через Farcaster',
  farcasterOpen: 'Открыть Farcaster',
  farcasterCopy: 'Копировать ссылку',
}
