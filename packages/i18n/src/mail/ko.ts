import type { MailStrings } from './types.js'

/** Korean. */
export const ko: MailStrings = {
  mailLoginSubject: '로그인 코드',
  mailLoginBody:
    '로그인 코드는 {code}입니다.\n\n{minutes}분 동안 한 번만 사용할 수 있습니다. 로그인을 시도하지 않았다면 이 이메일을 무시하세요.',
  mailDeviceSubject: '새 기기를 승인하세요',
  mailDeviceBody:
    '누군가 새 기기에서 {email}의 지갑에 로그인하고 있습니다. 본인이라면 다음 링크로 기기를 승인하세요.\n\n{link}\n\n링크는 {minutes}분 동안 유효합니다. 본인이 아니라면 이 이메일을 무시하세요. 아무것도 바뀌지 않습니다.',
  mailEmailUpdatePrimarySubject: '이메일 변경 확인',
  mailEmailUpdatePrimaryBody:
    '지갑의 이메일 주소를 {newEmail}(으)로 변경해 달라는 요청을 받았습니다. 확인 코드는 {code}입니다.\n\n{minutes}분 동안 한 번만 사용할 수 있습니다. 요청하지 않았다면 이 이메일을 무시하세요. 아무것도 바뀌지 않습니다.',
  mailEmailUpdateSecondarySubject: '새 이메일 주소 확인',
  mailEmailUpdateSecondaryBody:
    '지갑에 이 주소를 확인하는 코드는 {code}입니다.\n\n{minutes}분 동안 한 번만 사용할 수 있습니다.',
  mailExportSubject: '키 내보내기 코드',
  mailExportBody:
    '지갑의 개인 키를 내보내는 코드는 {code}입니다.\n\n{minutes}분 동안 한 번만 사용할 수 있습니다. 이 코드나 키를 절대 다른 사람과 공유하지 마세요. 키 내보내기를 요청하지 않았다면 이 이메일을 무시하세요.',
  mailKitSubject: '비상 키트 코드',
  mailKitBody:
    '지갑의 비상 키트를 다운로드하는 코드는 {code}입니다.\n\n{minutes}분 동안 한 번만 사용할 수 있습니다. 이 코드를 절대 다른 사람과 공유하지 마세요. 비상 키트를 요청하지 않았다면 이 이메일을 무시하세요.',
  mailDevicePageTitle: '이 기기를 승인할까요?',
  mailDevicePageBody: '새 기기가 {email}의 지갑에 로그인하려고 합니다. 직접 시작한 로그인일 때만 승인하세요.',
  mailDevicePageButton: '이 기기 승인',
  mailDevicePageRequested: '이 요청은 {time}에 {device}에서 왔습니다.',
  mailDevicePageBrowserOnOs: '{os}의 {browser}',
  mailDevicePageUnknown: '알 수 없음',
  mailDeviceApprovedTitle: '기기가 승인되었습니다',
  mailDeviceApprovedBody: '로그인 코드를 이메일로 보냈습니다. 앱으로 돌아가서 코드를 입력하세요.',
  mailDeviceLinkInvalidTitle: '이 링크는 더 이상 작동하지 않습니다',
  mailDeviceLinkInvalidBody: '만료되었거나 이미 사용되었습니다. 앱에서 로그인을 다시 시작하세요.',
  mailDeviceRateLimited: '이메일이 너무 많이 발송되었습니다. {seconds}초 후에 다시 시도하세요.',
}
