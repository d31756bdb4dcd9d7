// Korean (ko) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: '취소',
  copy: '복사',
  copied: '복사됨',
  done: '완료',
  working: '처리 중…',
  genericError: '문제가 발생했습니다. 다시 시도하세요.',

  setupTitle: '복구 비밀번호 설정',
  setupIntro:
    '지갑은 세 부분으로 나뉩니다: 이 기기, 저희 서비스, 그리고 이 비밀번호로 잠긴 백업입니다. 이 중 아무 두 개로 지갑을 열 수 있습니다.',
  setupWarning:
    '이 비밀번호는 재설정할 수 없습니다. 이 비밀번호와 이 기기를 모두 잃어버리면 키를 내보내 두지 않은 한 자금을 잃게 됩니다.',
  passwordLabel: '비밀번호',
  confirmLabel: '비밀번호 확인',
  passwordTooShort: '{min}자 이상 입력하세요.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  createWallet: '지갑 만들기',
  creatingWallet: '지갑을 만드는 중…',

  recoverTitle: '복구 비밀번호 입력',
  recoverIntro:
    '이 기기는 지갑에 처음 사용하는 기기입니다. 지갑을 만들 때 설정한 복구 비밀번호를 입력하세요.',
  recoverSubmit: '지갑 잠금 해제',
  recovering: '지갑 잠금을 해제하는 중…',
  wrongPassword: '복구 비밀번호가 올바르지 않습니다.',

  approveTitle: '요청 승인',
  requestFrom: '{origin}의 요청',
  approve: '승인',
  reject: '거부',
  methodLabel: '메서드',
  networkLabel: '네트워크',
  signMessageTitle: '메시지 서명',
  signTypedDataTitle: '구조화된 데이터 서명',
  sendTransactionTitle: '거래 보내기',
  sendCallsTitle: '호출 {count}개 보내기',
  signTransactionTitle: '거래 서명',
  signAllTransactionsTitle: '거래 {count}개 서명',
  signAndSendTransactionTitle: '거래 서명 후 보내기',
  messageLabel: '메시지',
  messageHexLabel: '메시지 (hex)',
  amountLabel: '금액',
  recipientLabel: '받는 사람',
  tokenLabel: '토큰',
  contractLabel: '컨트랙트',
  functionLabel: '함수',
  argumentsLabel: '인수',
  dataLabel: '데이터',
  callLabel: '호출 {index}',
  transactionLabel: '거래 {index}',
  instructionsLabel: '명령',
  programLabel: '프로그램',
  accountsLabel: '계정',
  domainLabel: '도메인',
  typeLabel: '유형',
  unknownToken: '알 수 없는 토큰',
  noValue: '없음',

  exportTitle: '키 내보내기',
  exportCodeSent: '{email}(으)로 코드를 보냈습니다. 키를 보려면 코드를 입력하세요.',
  codeLabel: '코드',
  verify: '확인',
  exportWarning:
    '이 키를 가진 사람은 누구나 자금을 통제할 수 있습니다. 절대 공유하지 말고 오프라인으로 보관하세요.',
  evmKeyLabel: 'EVM 개인 키',
  solanaKeyLabel: 'Solana 비밀 키',
  codeInvalid: '코드가 올바르지 않습니다.',
  codeExpired: '이 코드는 만료되었습니다. 처음부터 다시 시작해 새 코드를 받으세요.',
  codeBurned: '잘못된 시도가 너무 많습니다. 처음부터 다시 시작해 새 코드를 받으세요.',
  rateLimited: '시도 횟수가 너무 많습니다. {seconds}초 후에 다시 시도하세요.',

  mailLoginSubject: '로그인 코드',
  mailLoginText:
    '로그인 코드는 {code}입니다. {minutes}분 동안 유효합니다. 요청하지 않았다면 이 이메일을 무시하세요.',
  mailDeviceSubject: '새 기기 승인',
  mailDeviceText:
    '새 기기가 지갑에 로그인하고 있습니다. 본인이라면 여기에서 승인하세요: {link} 링크는 {minutes}분 동안 유효합니다. 본인이 아니라면 이 이메일을 무시하세요.',
  mailUpdatePrimarySubject: '이메일 변경 확인',
  mailUpdatePrimaryText:
    '이메일을 {email}(으)로 변경하는 코드는 {code}입니다. {minutes}분 동안 유효합니다. 요청하지 않았다면 이 이메일을 무시하세요.',
  mailUpdateSecondarySubject: '새 이메일 확인',
  mailUpdateSecondaryText:
    '이 주소를 지갑에 사용하도록 확인하는 코드는 {code}입니다. {minutes}분 동안 유효합니다.',
  mailExportSubject: '키 내보내기 코드',
  mailExportText:
    '지갑 키를 표시하는 코드는 {code}입니다. {minutes}분 동안 유효합니다. 요청하지 않았다면 사용하지 말고 기기에서 로그아웃하세요.',

  deviceTitle: '이 기기 승인',
  deviceIntro: '새 기기가 지갑 사용을 요청했습니다. 지금 직접 로그인하는 경우에만 승인하세요.',
  deviceApprove: '이 기기 승인',
  deviceApproved: '기기가 승인되었습니다. 앱으로 돌아가세요: 로그인 코드가 이메일로 전송되고 있습니다.',
  deviceLinkInvalid: '이 링크는 유효하지 않거나 만료되었습니다.',
} satisfies EmbeddedStrings
