import type { MailStrings } from './types.js'

/** Japanese. */
export const ja: MailStrings = {
  mailLoginSubject: 'サインインコード',
  mailLoginBody:
    'サインインコードは {code} です。\n\n{minutes} 分以内に 1 回だけ使えます。サインインしようとしていない場合は、このメールを無視してください。',
  mailDeviceSubject: '新しいデバイスを承認してください',
  mailDeviceBody:
    '新しいデバイスから {email} のウォレットにサインインしようとしています。ご本人の場合は、次のリンクからデバイスを承認してください。\n\n{link}\n\nリンクの有効期間は {minutes} 分です。心当たりがない場合は、このメールを無視してください。何も変更されません。',
  mailEmailUpdatePrimarySubject: 'メールアドレス変更の確認',
  mailEmailUpdatePrimaryBody:
    'ウォレットのメールアドレスを {newEmail} に変更するリクエストを受け付けました。確認コードは {code} です。\n\n{minutes} 分以内に 1 回だけ使えます。心当たりがない場合は、このメールを無視してください。何も変更されません。',
  mailEmailUpdateSecondarySubject: '新しいメールアドレスの確認',
  mailEmailUpdateSecondaryBody:
    'ウォレットでこのアドレスを確認するためのコードは {code} です。\n\n{minutes} 分以内に 1 回だけ使えます。',
  mailExportSubject: '鍵のエクスポート用コード',
  mailExportBody:
    'ウォレットの秘密鍵をエクスポートするためのコードは {code} です。\n\n{minutes} 分以内に 1 回だけ使えます。このコードや鍵は誰にも教えないでください。エクスポートをリクエストしていない場合は、このメールを無視してください。',
  mailKitSubject: '緊急キット用コード',
  mailKitBody:
    'ウォレットの緊急キットをダウンロードするためのコードは {code} です。\n\n{minutes} 分以内に 1 回だけ使えます。このコードは誰にも教えないでください。緊急キットをリクエストしていない場合は、このメールを無視してください。',
  mailDevicePageTitle: 'このデバイスを承認しますか？',
  mailDevicePageBody:
    '新しいデバイスが {email} のウォレットへのサインインを求めています。このサインインをご自身で始めた場合にのみ承認してください。',
  mailDevicePageButton: 'このデバイスを承認',
  mailDevicePageRequested: 'このリクエストは {time} に {device} から届きました。',
  mailDevicePageBrowserOnOs: '{os} の {browser}',
  mailDevicePageUnknown: '不明',
  mailDeviceApprovedTitle: 'デバイスを承認しました',
  mailDeviceApprovedBody: 'サインインコードをメールでお送りしました。アプリに戻って入力してください。',
  mailDeviceLinkInvalidTitle: 'このリンクは無効になりました',
  mailDeviceLinkInvalidBody:
    '有効期限が切れたか、すでに使用されています。アプリでもう一度サインインを始めてください。',
  mailDeviceRateLimited: '送信されたメールが多すぎます。{seconds} 秒後にもう一度お試しください。',
  mailExitSubject: 'ウォレットの移行を承認してください',
  mailExitBody:
    'ご利用のウォレットサービスの運営者が、{email} のウォレットを別のウォレットサービスへ移行するよう求めています：{to}\n\nウォレットのアドレスは変わりません。移行後は {to} で、このメールアドレスとリカバリーパスワードを使ってサインインします。承認または拒否するには、次のリンクを開いてください：\n\n{link}\n\nリンクは {hours} 時間有効です。何もしなければ、ウォレットは今のままです。',
  mailExitPageTitle: 'ウォレットを移行しますか？',
  mailExitPageBody:
    'このウォレットサービスの運営者が、{email} のウォレットを別のウォレットサービスへ移行するよう求めています：{to}。ウォレットのアドレスは変わりません。移行後は同じメールアドレスとリカバリーパスワードで移行先で使い、ここでは使えなくなります。この移行を予期していた場合にのみ承認してください。',
  mailExitPageApprove: '移行を承認',
  mailExitPageDecline: '拒否',
  mailExitApprovedTitle: '移行を承認しました',
  mailExitApprovedBody:
    'ウォレットは {to} へ移行されます。移行が済んだら、このメールアドレスとリカバリーパスワードでそちらにサインインしてください。',
  mailExitDeclinedTitle: '移行を拒否しました',
  mailExitDeclinedBody: 'ウォレットはこのサービスに残ります。どこにも何も送信されていません。',
  mailExitLinkInvalidBody:
    '有効期限が切れたか、すでに回答済みです。まだ回答が必要な場合は、ウォレットサービスの運営者に新しいリンクを依頼してください。',
}
