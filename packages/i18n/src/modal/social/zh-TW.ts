// Chinese, Traditional (zh-TW) strings of the modal's social login, spread into locales/zh-TW.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: '社群帳號登入',
  socialContinue: '使用 {provider} 繼續',
  socialMore: '更多',
  socialMoreTitle: '選擇登入方式',
  socialConnectingTitle: '使用 {provider} 登入',
  socialConnectingHint: '請在開啟的視窗中繼續。',
  socialTryAgain: '重試',
  socialFailed: '無法透過 {provider} 登入。請再試一次。',
  socialUnavailable: '此應用程式未設定 {provider} 登入。',
  socialExpired: '此次登入耗時過久。請再試一次。',
  farcasterScanHint: '請使用手機相機或 Farcaster 應用程式掃描此 QR 碼。',
  farcasterQrLabel: '用於透過 Farcaster 登入的 QR 碼',
  farcasterOpen: '開啟 Farcaster',
  farcasterCopy: '複製連結',
}
