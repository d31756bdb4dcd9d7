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
  mailExitSubject: '지갑 이전을 승인하세요',
  mailExitBody:
    '지갑 서비스 운영자가 {email}의 지갑을 다른 지갑 서비스로 이전하려고 합니다: {to}\n\n지갑의 주소는 그대로 유지됩니다. 이전 후에는 {to}에서 이 이메일 주소와 복구 비밀번호로 로그인합니다. 승인하거나 거절하려면 이 링크를 여세요:\n\n{link}\n\n링크는 {hours}시간 동안 유효합니다. 아무것도 하지 않으면 지갑은 그대로 남아 있습니다.',
  mailExitPageTitle: '지갑을 이전할까요?',
  mailExitPageBody:
    '이 지갑 서비스의 운영자가 {email}의 지갑을 다른 지갑 서비스로 이전하려고 합니다: {to}. 지갑의 주소는 그대로 유지되며, 이후에는 같은 이메일 주소와 복구 비밀번호로 그곳에서 사용하고 여기서는 더 이상 사용할 수 없습니다. 이 이전을 예상했을 때만 승인하세요.',
  mailExitPageApprove: '이전 승인',
  mailExitPageDecline: '거절',
  mailExitApprovedTitle: '이전이 승인되었습니다',
  mailExitApprovedBody:
    '지갑이 {to}(으)로 이전됩니다. 이전이 끝나면 이 이메일 주소와 복구 비밀번호로 그곳에 로그인하세요.',
  mailExitDeclinedTitle: '이전이 거절되었습니다',
  mailExitDeclinedBody: '지갑은 이 서비스에 그대로 남습니다. 어디에도 아무것도 보내지 않았습니다.',
  mailExitLinkInvalidBody:
    '만료되었거나 이미 응답했습니다. 아직 응답해야 한다면 지갑 서비스 운영자에게 새 링크를 요청하세요.',
}
