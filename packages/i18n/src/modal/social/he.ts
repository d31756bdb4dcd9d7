// Hebrew (he) strings of the modal's social login, spread into locales/he.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'כניסה עם חשבון ברשת חברתית',
  socialContinue: 'המשך עם {provider}',
  socialMore: 'עוד',
  socialMoreTitle: 'בחירת דרך התחברות',
  socialConnectingTitle: 'התחברות עם {provider}',
  socialConnectingHint: 'המשיכו בחלון שנפתח.',
  socialTryAgain: 'ניסיון חוזר',
  socialFailed: 'ההתחברות עם {provider} נכשלה. נסו שוב.',
  socialUnavailable: 'התחברות עם {provider} לא הוגדרה באפליקציה הזו.',
  socialExpired: 'ההתחברות נמשכה זמן רב מדי. נסו שוב.',
  farcasterScanHint: 'סרקו את הקוד הזה במצלמת הטלפון או באפליקציית Farcaster.',
  farcasterQrLabel: 'קוד QR להתחברות עם Farcaster',
  farcasterOpen: 'פתיחת Farcaster',
  farcasterCopy: 'העתקת הקישור',
}
