import type { RecoverStrings } from './types.js'

/** English. */
export const en: RecoverStrings = {
  recoverUsage:
    'Usage: portico-recover [--password-stdin] <emergency-kit.json>\n\nRecovers your wallet from its emergency kit and your recovery password. It uses no network.\n\n  --password-stdin  read the password from standard input\n  --help            show this help\n  --version         show the version',
  recoverPasswordPrompt: 'Recovery password: ',
  recoverNoPassword: 'No password was given.',
  recoverWrongPassword: 'Wrong recovery password. Nothing was recovered.',
  recoverDamaged: 'This emergency kit is damaged or was changed, so the wallet cannot be recovered from it.',
  recoverNotAKit: '{file} is not a Portico emergency kit.',
  recoverCannotRead: 'Cannot read {file}.',
  recoverUnknownOption: 'Unknown option: {option}',
  recoverOneFile: 'Give exactly one emergency kit file.',
  recoverMnemonicTitle: 'Your recovery phrase ({count} words):',
  recoverEvmKeyTitle: 'Your EVM private key:',
  recoverSolanaKeyTitle: 'Your Solana secret key:',
  recoverEvmAddress: 'EVM address: {address}',
  recoverSolanaAddress: 'Solana address: {address}',
  recoverWarning:
    'Anyone who sees this controls your wallet. Write it down offline, keep it safe and never share it.',
}
