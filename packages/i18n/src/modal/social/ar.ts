// Arabic (ar) strings of the modal's social login, spread into locales/ar.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'تسجيل الدخول بحسابات التواصل الاجتماعي',
  socialContinue: 'المتابعة باستخدام {provider}',
  socialMore: 'المزيد',
  socialMoreTitle: 'اختر طريقة تسجيل الدخول',
  socialConnectingTitle: 'تسجيل الدخول باستخدام {provider}',
  socialConnectingHint: 'تابع في النافذة التي فُتحت.',
  socialTryAgain: 'إعادة المحاولة',
  socialFailed: 'تعذّر تسجيل دخولك باستخدام {provider}. يُرجى المحاولة مرة أخرى.',
  socialUnavailable: 'تسجيل الدخول باستخدام {provider} غير مُعدّ لهذا التطبيق.',
  socialExpired: 'استغرق تسجيل الدخول وقتًا طويلًا جدًا. يُرجى المحاولة مرة أخرى.',
  farcasterScanHint: 'امسح هذا الرمز بكاميرا هاتفك أو بتطبيق Farcaster.',
  farcasterQrLabel: 'رمز QR لتسجيل الدخول باستخدام Farcaster',
  farcasterOpen: 'فتح Farcaster',
  farcasterCopy: 'نسخ الرابط',
}
