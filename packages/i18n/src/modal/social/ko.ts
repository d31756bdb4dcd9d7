// Korean (ko) strings of the modal's social login, spread into locales/ko.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: '소셜 로그인',
  socialContinue: '{provider}(으)로 계속하기',
  socialMore: '더 보기',
  socialMoreTitle: '로그인 방법 선택',
  socialConnectingTitle: '{provider}(으)로 로그인',
  socialConnectingHint: '열린 창에서 계속하세요.',
  socialTryAgain: '다시 시도',
  socialFailed: '{provider}(으)로 로그인하지 못했습니다. 다시 시도하세요.',
  socialUnavailable: '이 앱에는 {provider} 로그인이 설정되어 있지 않습니다.',
  socialExpired: '로그인 시간이 너무 오래 걸렸습니다. 다시 시도하세요.',
  farcasterScanHint: '휴대폰 카메라나 Farcaster 앱으로 이 코드를 스캔하세요.',
  farcasterQrLabel: 'Farcaster 로그인용 QR 코드',
  farcasterOpen: 'Farcaster 열기',
  farcasterCopy: '링크 복사',
}
