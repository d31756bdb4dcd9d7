import type { RecoverStrings } from './types.js'

/** Japanese. */
export const ja: RecoverStrings = {
  recoverUsage:
    '使い方: portico-recover [--password-stdin] <emergency-kit.json>\n\n緊急キットとリカバリーパスワードからウォレットを復元します。ネットワークは使いません。\n\n  --password-stdin  パスワードを標準入力から読み取る\n  --help            このヘルプを表示する\n  --version         バージョンを表示する',
  recoverPasswordPrompt: 'リカバリーパスワード: ',
  recoverNoPassword: 'パスワードが入力されていません。',
  recoverWrongPassword: 'リカバリーパスワードが違います。何も復元されませんでした。',
  recoverDamaged: 'この緊急キットは破損しているか変更されているため、ウォレットを復元できません。',
  recoverNotAKit: '{file} は Portico の緊急キットではありません。',
  recoverCannotRead: '{file} を読み取れません。',
  recoverUnknownOption: '不明なオプション: {option}',
  recoverOneFile: '緊急キットのファイルを1つだけ指定してください。',
  recoverMnemonicTitle: 'リカバリーフレーズ（{count} 語）:',
  recoverEvmKeyTitle: 'EVM の秘密鍵:',
  recoverSolanaKeyTitle: 'Solana のシークレットキー:',
  recoverEvmAddress: 'EVM アドレス: {address}',
  recoverSolanaAddress: 'Solana アドレス: {address}',
  recoverWarning:
    'これを見た人は誰でもあなたのウォレットを操作できます。オフラインで書き留め、安全に保管し、決して共有しないでください。',
}
