import type { RecoverStrings } from './types.js'

/** Traditional Chinese. */
export const zhTW: RecoverStrings = {
  recoverUsage:
    '用法： portico-recover [--password-stdin] <emergency-kit.json>\n\n用緊急恢復包和恢復密碼還原你的錢包。不使用網路。\n\n  --password-stdin  從標準輸入讀取密碼\n  --help            顯示此說明\n  --version         顯示版本',
  recoverPasswordPrompt: '恢復密碼：',
  recoverNoPassword: '未提供密碼。',
  recoverWrongPassword: '恢復密碼錯誤。未還原任何內容。',
  recoverDamaged: '此緊急恢復包已損壞或遭到修改，無法用它還原錢包。',
  recoverNotAKit: '{file} 不是 Portico 緊急恢復包。',
  recoverCannotRead: '無法讀取 {file}。',
  recoverUnknownOption: '未知選項：{option}',
  recoverOneFile: '請只指定一個緊急恢復包檔案。',
  recoverMnemonicTitle: '你的助記詞（{count} 個單字）：',
  recoverEvmKeyTitle: '你的 EVM 私鑰：',
  recoverSolanaKeyTitle: '你的 Solana 密鑰：',
  recoverEvmAddress: 'EVM 地址：{address}',
  recoverSolanaAddress: 'Solana 地址：{address}',
  recoverWarning: '任何看到這些內容的人都能控制你的錢包。請離線抄寫下來，妥善保管，切勿分享。',
}
