import type { RecoverStrings } from './types.js'

/** Russian. */
export const ru: RecoverStrings = {
  recoverUsage:
    'Использование: portico-recover [--password-stdin] <emergency-kit.json>\n\nВосстанавливает ваш кошелёк из аварийного набора и пароля восстановления. Сеть не используется.\n\n  --password-stdin  прочитать пароль из стандартного ввода\n  --help            показать эту справку\n  --version         показать версию',
  recoverPasswordPrompt: 'Пароль восстановления: ',
  recoverNoPassword: 'Пароль не указан.',
  recoverWrongPassword: 'Неверный пароль восстановления. Ничего не восстановлено.',
  recoverDamaged: 'Этот аварийный набор повреждён или изменён, поэтому восстановить из него кошелёк нельзя.',
  recoverNotAKit: '{file} — не аварийный набор Portico.',
  recoverCannotRead: 'Не удаётся прочитать {file}.',
  recoverUnknownOption: 'Неизвестный параметр: {option}',
  recoverOneFile: 'Укажите ровно один файл аварийного набора.',
  recoverMnemonicTitle: 'Ваша фраза восстановления (слов: {count}):',
  recoverEvmKeyTitle: 'Ваш закрытый ключ EVM:',
  recoverSolanaKeyTitle: 'Ваш секретный ключ Solana:',
  recoverEvmAddress: 'Адрес EVM: {address}',
  recoverSolanaAddress: 'Адрес Solana: {address}',
  recoverWarning:
    'Тот, кто это увидит, получит контроль над вашим кошельком. Запишите это офлайн, храните в надёжном месте и никому не показывайте.',
}
