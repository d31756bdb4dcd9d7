// Japanese (ja) strings of the modal's social login, spread into locales/ja.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'ソーシャルログイン',
  socialContinue: '{provider} で続ける',
  socialMore: 'その他',
  socialMoreTitle: 'ログイン方法を選択',
  socialConnectingTitle: '{provider} でログイン',
  socialConnectingHint: '開いたウィンドウで続行してください。',
  socialTryAgain: '再試行',
  socialFailed: '{provider} でログインできませんでした。もう一度お試しください。',
  socialUnavailable: 'このアプリでは {provider} ログインが設定されていません。',
  socialExpired: 'ログインに時間がかかりすぎました。もう一度お試しください。',
  farcasterScanHint: 'スマートフォンのカメラまたは Farcaster アプリでこのコードをスキャンしてください。',
  farcasterQrLabel: 'Farcaster でログインするための QR コード',
  farcasterOpen: 'Farcaster を開く',
  farcasterCopy: 'リンクをコピー',
}
