import type { MailStrings } from './types.js'

/** Chinese (Traditional). */
export const zhTW: MailStrings = {
  mailLoginSubject: '你的登入驗證碼',
  mailLoginBody:
    '你的登入驗證碼是 {code}。\n\n驗證碼只能使用一次，{minutes} 分鐘內有效。如果不是你在嘗試登入，請忽略這封郵件。',
  mailDeviceSubject: '核准你的新裝置',
  mailDeviceBody:
    '有人正在新裝置上登入 {email} 的錢包。如果是你本人，請透過以下連結核准該裝置：\n\n{link}\n\n連結 {minutes} 分鐘內有效。如果不是你本人，請忽略這封郵件，不會有任何變更。',
  mailEmailUpdatePrimarySubject: '確認變更電子郵件',
  mailEmailUpdatePrimaryBody:
    '你申請將錢包的電子郵件地址變更為 {newEmail}。你的確認碼是 {code}。\n\n確認碼只能使用一次，{minutes} 分鐘內有效。如果這不是你的操作，請忽略這封郵件，不會有任何變更。',
  mailEmailUpdateSecondarySubject: '確認你的新電子郵件地址',
  mailEmailUpdateSecondaryBody:
    '為你的錢包確認此地址的驗證碼是 {code}。\n\n驗證碼只能使用一次，{minutes} 分鐘內有效。',
  mailExportSubject: '你的金鑰匯出驗證碼',
  mailExportBody:
    '匯出錢包私密金鑰的驗證碼是 {code}。\n\n驗證碼只能使用一次，{minutes} 分鐘內有效。切勿向任何人透露此驗證碼或你的金鑰。如果你沒有申請匯出金鑰，請忽略這封郵件。',
  mailKitSubject: '你的緊急備援包驗證碼',
  mailKitBody:
    '下載錢包緊急備援包的驗證碼是 {code}。\n\n驗證碼只能使用一次，{minutes} 分鐘內有效。切勿向任何人透露此驗證碼。如果你沒有申請緊急備援包，請忽略這封郵件。',
  mailDevicePageTitle: '核准此裝置？',
  mailDevicePageBody: '有新裝置要求登入 {email} 的錢包。只有在這次登入是你本人發起時才核准。',
  mailDevicePageButton: '核准此裝置',
  mailDevicePageRequested: '此請求於 {time} 來自 {device}。',
  mailDevicePageBrowserOnOs: '{os} 上的 {browser}',
  mailDevicePageUnknown: '未知',
  mailDeviceApprovedTitle: '裝置已核准',
  mailDeviceApprovedBody: '我們已透過電子郵件寄送登入驗證碼給你。請返回應用程式並在那裡輸入。',
  mailDeviceLinkInvalidTitle: '此連結已失效',
  mailDeviceLinkInvalidBody: '連結已過期或已被使用。請在應用程式中重新開始登入。',
  mailDeviceRateLimited: '寄出的郵件過多。請在 {seconds} 秒後再試。',
  mailExitSubject: '核准遷移你的錢包',
  mailExitBody:
    '你的錢包服務的營運方要求將 {email} 的錢包遷移到另一個錢包服務：{to}\n\n你的錢包地址保持不變。遷移後，你在 {to} 使用此電子郵件地址和復原密碼登入。若要核准或拒絕，請開啟此連結：\n\n{link}\n\n連結在 {hours} 小時內有效。如果你什麼都不做，錢包將維持原狀。',
  mailExitPageTitle: '遷移你的錢包？',
  mailExitPageBody:
    '此錢包服務的營運方要求將 {email} 的錢包遷移到另一個錢包服務：{to}。你的錢包地址保持不變；之後你將在那裡使用它，使用相同的電子郵件地址和復原密碼，而不再於此使用。只有在你預期這次遷移時才核准。',
  mailExitPageApprove: '核准遷移',
  mailExitPageDecline: '拒絕',
  mailExitApprovedTitle: '已核准遷移',
  mailExitApprovedBody: '你的錢包將遷移到 {to}。遷移完成後，請使用此電子郵件地址和復原密碼在那裡登入。',
  mailExitDeclinedTitle: '已拒絕遷移',
  mailExitDeclinedBody: '你的錢包留在此服務。沒有向任何地方傳送任何內容。',
  mailExitLinkInvalidBody: '連結已過期或已回覆。如果你仍需回覆，請向你的錢包服務營運方索取新連結。',
}
