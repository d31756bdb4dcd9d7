import type { MailStrings } from './types.js'

/** Chinese (Simplified). */
export const zhCN: MailStrings = {
  mailLoginSubject: '你的登录验证码',
  mailLoginBody:
    '你的登录验证码是 {code}。\n\n验证码只能使用一次，{minutes} 分钟内有效。如果不是你在尝试登录，请忽略这封邮件。',
  mailDeviceSubject: '批准你的新设备',
  mailDeviceBody:
    '有人正在新设备上登录 {email} 的钱包。如果是你本人，请通过以下链接批准该设备：\n\n{link}\n\n链接 {minutes} 分钟内有效。如果不是你本人，请忽略这封邮件，不会有任何变化。',
  mailEmailUpdatePrimarySubject: '确认更改邮箱',
  mailEmailUpdatePrimaryBody:
    '你申请将钱包的邮箱地址更改为 {newEmail}。你的确认码是 {code}。\n\n确认码只能使用一次，{minutes} 分钟内有效。如果这不是你的操作，请忽略这封邮件，不会有任何变化。',
  mailEmailUpdateSecondarySubject: '确认你的新邮箱地址',
  mailEmailUpdateSecondaryBody:
    '为你的钱包确认此地址的验证码是 {code}。\n\n验证码只能使用一次，{minutes} 分钟内有效。',
  mailExportSubject: '你的密钥导出验证码',
  mailExportBody:
    '导出钱包私钥的验证码是 {code}。\n\n验证码只能使用一次，{minutes} 分钟内有效。切勿向任何人透露此验证码或你的密钥。如果你没有申请导出密钥，请忽略这封邮件。',
  mailKitSubject: '你的应急包验证码',
  mailKitBody:
    '下载钱包应急包的验证码是 {code}。\n\n验证码只能使用一次，{minutes} 分钟内有效。切勿向任何人透露此验证码。如果你没有申请应急包，请忽略这封邮件。',
  mailDevicePageTitle: '批准此设备？',
  mailDevicePageBody: '有新设备请求登录 {email} 的钱包。仅当这次登录是你本人发起时才批准。',
  mailDevicePageButton: '批准此设备',
  mailDevicePageRequested: '此请求于 {time} 来自 {device}。',
  mailDevicePageBrowserOnOs: '{os} 上的 {browser}',
  mailDevicePageUnknown: '未知',
  mailDeviceApprovedTitle: '设备已批准',
  mailDeviceApprovedBody: '我们已通过邮件向你发送登录验证码。请返回应用并在那里输入。',
  mailDeviceLinkInvalidTitle: '此链接已失效',
  mailDeviceLinkInvalidBody: '链接已过期或已被使用。请在应用中重新开始登录。',
  mailDeviceRateLimited: '发送的邮件过多。请在 {seconds} 秒后重试。',
  mailExitSubject: '批准迁移你的钱包',
  mailExitBody:
    '你的钱包服务的运营方请求将 {email} 的钱包迁移到另一个钱包服务：{to}\n\n你的钱包地址保持不变。迁移后，你在 {to} 使用此邮箱地址和恢复密码登录。要批准或拒绝，请打开此链接：\n\n{link}\n\n链接在 {hours} 小时内有效。如果你什么都不做，钱包将保持原样。',
  mailExitPageTitle: '迁移你的钱包？',
  mailExitPageBody:
    '此钱包服务的运营方请求将 {email} 的钱包迁移到另一个钱包服务：{to}。你的钱包地址保持不变；之后你将在那里使用它，使用相同的邮箱地址和恢复密码，而不再在这里使用。只有在你预期这次迁移时才批准。',
  mailExitPageApprove: '批准迁移',
  mailExitPageDecline: '拒绝',
  mailExitApprovedTitle: '已批准迁移',
  mailExitApprovedBody: '你的钱包将迁移到 {to}。迁移完成后，请使用此邮箱地址和恢复密码在那里登录。',
  mailExitDeclinedTitle: '已拒绝迁移',
  mailExitDeclinedBody: '你的钱包留在此服务。没有向任何地方发送任何内容。',
  mailExitLinkInvalidBody: '链接已过期或已答复。如果你仍需答复，请向你的钱包服务运营方索取新链接。',
}
