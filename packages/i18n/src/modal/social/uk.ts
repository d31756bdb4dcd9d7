// Ukrainian (uk) strings of the modal's social login, spread into locales/uk.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'Вхід через соцмережі',
  socialContinue: 'Продовжити через {provider}',
  socialMore: 'Більше',
  socialMoreTitle: 'Виберіть спосіб входу',
  socialConnectingTitle: 'Вхід через {provider}',
  socialConnectingHint: 'Продовжте у вікні, що відкрилося.',
  socialTryAgain: 'Спробувати ще раз',
  socialFailed: 'Не вдалося увійти через {provider}. Спробуйте ще раз.',
  socialUnavailable: 'Вхід через {provider} не налаштовано для цього застосунку.',
  socialExpired: 'Вхід тривав надто довго. Спробуйте ще раз.',
  farcasterScanHint: 'Відскануйте цей код камерою телефона або в застосунку Farcaster.',
  farcasterQrLabel: 'QR-код для входу через Farcaster',
  farcasterOpen: 'Відкрити Farcaster',
  farcasterCopy: 'Копіювати посилання',
}
