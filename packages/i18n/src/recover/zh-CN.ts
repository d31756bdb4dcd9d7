import type { RecoverStrings } from './types.js'

/** Simplified Chinese. */
export const zhCN: RecoverStrings = {
  recoverUsage:
    '用法： portico-recover [--password-stdin] <emergency-kit.json>\n\n用紧急恢复包和恢复密码恢复你的钱包。不使用网络。\n\n  --password-stdin  从标准输入读取密码\n  --help            显示此帮助\n  --version         显示版本',
  recoverPasswordPrompt: '恢复密码：',
  recoverNoPassword: '未提供密码。',
  recoverWrongPassword: '恢复密码错误。未恢复任何内容。',
  recoverDamaged: '此紧急恢复包已损坏或被修改，无法用它恢复钱包。',
  recoverNotAKit: '{file} 不是 Portico 紧急恢复包。',
  recoverCannotRead: '无法读取 {file}。',
  recoverUnknownOption: '未知选项：{option}',
  recoverOneFile: '请只指定一个紧急恢复包文件。',
  recoverMnemonicTitle: '你的助记词（{count} 个单词）：',
  recoverEvmKeyTitle: '你的 EVM 私钥：',
  recoverSolanaKeyTitle: '你的 Solana 密钥：',
  recoverEvmAddress: 'EVM 地址：{address}',
  recoverSolanaAddress: 'Solana 地址：{address}',
  recoverWarning: '任何看到这些内容的人都能控制你的钱包。请离线抄写下来，妥善保管，切勿分享。',
}
