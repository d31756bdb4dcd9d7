// Indonesian (id) strings of the modal's social login, spread into locales/id.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'Masuk dengan akun media sosial',
  socialContinue: 'Lanjutkan dengan {provider}',
  socialMore: 'Lainnya',
  socialMoreTitle: 'Pilih cara masuk',
  socialConnectingTitle: 'Masuk dengan {provider}',
  socialConnectingHint: 'Lanjutkan di jendela yang terbuka.',
  socialTryAgain: 'Coba lagi',
  socialFailed: 'Gagal masuk dengan {provider}. Silakan coba lagi.',
  socialUnavailable: 'Login {provider} belum disiapkan untuk aplikasi ini.',
  socialExpired: 'Proses masuk ini terlalu lama. Silakan coba lagi.',
  farcasterScanHint: 'Pindai kode ini dengan kamera ponsel Anda atau aplikasi Farcaster.',
  farcasterQrLabel: 'Kode QR untuk masuk dengan Farcaster',
  farcasterOpen: 'Buka Farcaster',
  farcasterCopy: 'Salin tautan',
}
