// Japanese (ja) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'キャンセル',
  copy: 'コピー',
  copied: 'コピーしました',
  done: '完了',
  working: '処理中…',
  genericError: '問題が発生しました。もう一度お試しください。',

  setupTitle: '復元用パスワードを設定',
  setupIntro:
    'ウォレットは3つに分割されます：このデバイス、当サービス、そしてこのパスワードで保護されたバックアップです。いずれか2つでウォレットを開けます。',
  setupWarning:
    'このパスワードはリセットできません。このパスワードとこのデバイスの両方を失うと、鍵をエクスポートしていない限り資産は失われます。',
  passwordLabel: 'パスワード',
  confirmLabel: 'パスワード（確認）',
  passwordTooShort: '{min}文字以上にしてください。',
  passwordMismatch: 'パスワードが一致しません。',
  createWallet: 'ウォレットを作成',
  creatingWallet: 'ウォレットを作成しています…',

  recoverTitle: '復元用パスワードを入力',
  recoverIntro:
    'このデバイスはウォレットにとって新しいデバイスです。作成時に設定した復元用パスワードを入力してください。',
  recoverSubmit: 'ウォレットのロックを解除',
  recovering: 'ウォレットのロックを解除しています…',
  wrongPassword: '復元用パスワードが違います。',

  approveTitle: 'リクエストを承認',
  requestFrom: '{origin} からのリクエスト',
  approve: '承認',
  reject: '拒否',
  methodLabel: 'メソッド',
  networkLabel: 'ネットワーク',
  signMessageTitle: 'メッセージに署名',
  signTypedDataTitle: '型付きデータに署名',
  sendTransactionTitle: 'トランザクションを送信',
  sendCallsTitle: '{count}件の呼び出しを送信',
  signTransactionTitle: 'トランザクションに署名',
  signAllTransactionsTitle: '{count}件のトランザクションに署名',
  signAndSendTransactionTitle: 'トランザクションに署名して送信',
  messageLabel: 'メッセージ',
  messageHexLabel: 'メッセージ（hex）',
  amountLabel: '金額',
  recipientLabel: '受取人',
  tokenLabel: 'トークン',
  contractLabel: 'コントラクト',
  functionLabel: '関数',
  argumentsLabel: '引数',
  dataLabel: 'データ',
  callLabel: '呼び出し {index}',
  transactionLabel: 'トランザクション {index}',
  instructionsLabel: '命令',
  programLabel: 'プログラム',
  accountsLabel: 'アカウント',
  domainLabel: 'ドメイン',
  typeLabel: '型',
  unknownToken: '不明なトークン',
  noValue: 'なし',

  exportTitle: '鍵をエクスポート',
  exportCodeSent: '{email} にコードを送信しました。鍵を表示するにはコードを入力してください。',
  codeLabel: 'コード',
  verify: '確認',
  exportWarning:
    'この鍵を持つ人は誰でもあなたの資産を操作できます。決して共有せず、オフラインで保管してください。',
  evmKeyLabel: 'EVM 秘密鍵',
  solanaKeyLabel: 'Solana シークレットキー',
  codeInvalid: 'コードが違います。',
  codeExpired: 'このコードは期限切れです。最初からやり直して新しいコードを受け取ってください。',
  codeBurned: '誤った入力が多すぎます。最初からやり直して新しいコードを受け取ってください。',
  rateLimited: '試行回数が多すぎます。{seconds}秒後にもう一度お試しください。',

  mailLoginSubject: 'ログインコード',
  mailLoginText:
    'ログインコードは {code} です。有効期限は{minutes}分です。心当たりがない場合は、このメールを無視してください。',
  mailDeviceSubject: '新しいデバイスを承認してください',
  mailDeviceText:
    '新しいデバイスがあなたのウォレットにログインしようとしています。ご本人の場合はこちらから承認してください：{link} リンクの有効期限は{minutes}分です。心当たりがない場合は、このメールを無視してください。',
  mailUpdatePrimarySubject: 'メールアドレス変更の確認',
  mailUpdatePrimaryText:
    'メールアドレスを {email} に変更するためのコードは {code} です。有効期限は{minutes}分です。心当たりがない場合は、このメールを無視してください。',
  mailUpdateSecondarySubject: '新しいメールアドレスの確認',
  mailUpdateSecondaryText:
    'このアドレスをウォレットに設定するための確認コードは {code} です。有効期限は{minutes}分です。',
  mailExportSubject: '鍵のエクスポート用コード',
  mailExportText:
    'ウォレットの鍵を表示するためのコードは {code} です。有効期限は{minutes}分です。心当たりがない場合は使用せず、お使いのデバイスでサインアウトしてください。',

  deviceTitle: 'このデバイスを承認',
  deviceIntro:
    '新しいデバイスがあなたのウォレットの使用を求めています。今まさにログインしている場合のみ承認してください。',
  deviceApprove: 'このデバイスを承認',
  deviceApproved:
    'デバイスを承認しました。アプリに戻ってください：ログインコードをメールでお送りしています。',
  deviceLinkInvalid: 'このリンクは無効か、期限切れです。',
} satisfies EmbeddedStrings
