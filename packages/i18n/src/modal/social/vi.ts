// Vietnamese (vi) strings of the modal's social login, spread into locales/vi.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'Đăng nhập bằng tài khoản mạng xã hội',
  socialContinue: 'Tiếp tục bằng {provider}',
  socialMore: 'Thêm',
  socialMoreTitle: 'Chọn cách đăng nhập',
  socialConnectingTitle: 'Đăng nhập bằng {provider}',
  socialConnectingHint: 'Tiếp tục trong cửa sổ vừa mở.',
  socialTryAgain: 'Thử lại',
  socialFailed: 'Không thể đăng nhập bằng {provider}. Vui lòng thử lại.',
  socialUnavailable: 'Ứng dụng này chưa thiết lập đăng nhập bằng {provider}.',
  socialExpired: 'Lần đăng nhập này mất quá nhiều thời gian. Vui lòng thử lại.',
  farcasterScanHint: 'Quét mã này bằng camera điện thoại hoặc ứng dụng Farcaster.',
  farcasterQrLabel: 'Mã QR để đăng nhập bằng Farcaster',
  farcasterOpen: 'Mở Farcaster',
  farcasterCopy: 'Sao chép liên kết',
}
