// Turkish (tr) strings of the modal's social login, spread into locales/tr.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'Sosyal hesapla giriş',
  socialContinue: '{provider} ile devam et',
  socialMore: 'Daha fazla',
  socialMoreTitle: 'Nasıl giriş yapacağınızı seçin',
  socialConnectingTitle: '{provider} ile giriş yap',
  socialConnectingHint: 'Açılan pencerede devam edin.',
  socialTryAgain: 'Tekrar dene',
  socialFailed: '{provider} ile giriş yapılamadı. Lütfen tekrar deneyin.',
  socialUnavailable: '{provider} ile giriş bu uygulama için ayarlanmamış.',
  socialExpired: 'Bu giriş çok uzun sürdü. Lütfen tekrar deneyin.',
  farcasterScanHint: 'Bu kodu telefonunuzun kamerasıyla veya Farcaster uygulamasıyla tarayın.',
  farcasterQrLabel: 'Farcaster ile giriş yapmak için QR kodu',
  farcasterOpen: 'Farcaster uygulamasını aç',
  farcasterCopy: 'Bağlantıyı kopyala',
}
