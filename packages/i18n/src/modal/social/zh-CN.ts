// Chinese, Simplified (zh-CN) strings of the modal's social login, spread into locales/zh-CN.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: '社交账号登录',
  socialContinue: '使用 {provider} 继续',
  socialMore: '更多',
  socialMoreTitle: '选择登录方式',
  socialConnectingTitle: '使用 {provider} 登录',
  socialConnectingHint: '请在打开的窗口中继续。',
  socialTryAgain: '重试',
  socialFailed: '无法通过 {provider} 登录。请重试。',
  socialUnavailable: '此应用未设置 {provider} 登录。',
  socialExpired: '此次登录耗时过长。请重试。',
  farcasterScanHint: '请使用手机相机或 Farcaster 应用扫描此二维码。',
  farcasterQrLabel: '用于通过 Farcaster 登录的二维码',
  farcasterOpen: '打开 Farcaster',
  farcasterCopy: '复制链接',
}
