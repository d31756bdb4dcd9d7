import type { RecoverStrings } from './types.js'

/** Korean. */
export const ko: RecoverStrings = {
  recoverUsage:
    '사용법: portico-recover [--password-stdin] <emergency-kit.json>\n\n비상 키트와 복구 비밀번호로 지갑을 복구합니다. 네트워크를 사용하지 않습니다.\n\n  --password-stdin  표준 입력에서 비밀번호 읽기\n  --help            이 도움말 표시\n  --version         버전 표시',
  recoverPasswordPrompt: '복구 비밀번호: ',
  recoverNoPassword: '비밀번호가 입력되지 않았습니다.',
  recoverWrongPassword: '복구 비밀번호가 올바르지 않습니다. 아무것도 복구되지 않았습니다.',
  recoverDamaged: '이 비상 키트는 손상되었거나 변경되어 지갑을 복구할 수 없습니다.',
  recoverNotAKit: '{file}은(는) Portico 비상 키트가 아닙니다.',
  recoverCannotRead: '{file}을(를) 읽을 수 없습니다.',
  recoverUnknownOption: '알 수 없는 옵션: {option}',
  recoverOneFile: '비상 키트 파일을 정확히 하나만 지정하세요.',
  recoverMnemonicTitle: '복구 구문({count}개 단어):',
  recoverEvmKeyTitle: 'EVM 개인 키:',
  recoverSolanaKeyTitle: 'Solana 비밀 키:',
  recoverEvmAddress: 'EVM 주소: {address}',
  recoverSolanaAddress: 'Solana 주소: {address}',
  recoverWarning:
    '이것을 보는 사람은 누구나 지갑을 제어할 수 있습니다. 오프라인으로 적어 두고 안전하게 보관하며 절대 공유하지 마세요.',
}
