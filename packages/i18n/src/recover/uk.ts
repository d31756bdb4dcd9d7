import type { RecoverStrings } from './types.js'

/** Ukrainian. */
export const uk: RecoverStrings = {
  recoverUsage:
    'Використання: portico-recover [--password-stdin] <emergency-kit.json>\n\nВідновлює ваш гаманець з аварійного набору та пароля відновлення. Мережа не використовується.\n\n  --password-stdin  прочитати пароль зі стандартного введення\n  --help            показати цю довідку\n  --version         показати версію',
  recoverPasswordPrompt: 'Пароль відновлення: ',
  recoverNoPassword: 'Пароль не вказано.',
  recoverWrongPassword: 'Неправильний пароль відновлення. Нічого не відновлено.',
  recoverDamaged: 'Цей аварійний набір пошкоджено або змінено, тому відновити з нього гаманець неможливо.',
  recoverNotAKit: '{file} — не аварійний набір Portico.',
  recoverCannotRead: 'Не вдається прочитати {file}.',
  recoverUnknownOption: 'Невідомий параметр: {option}',
  recoverOneFile: 'Вкажіть рівно один файл аварійного набору.',
  recoverMnemonicTitle: 'Ваша фраза відновлення (слів: {count}):',
  recoverEvmKeyTitle: 'Ваш приватний ключ EVM:',
  recoverSolanaKeyTitle: 'Ваш секретний ключ Solana:',
  recoverEvmAddress: 'Адреса EVM: {address}',
  recoverSolanaAddress: 'Адреса Solana: {address}',
  recoverWarning:
    'Будь-хто, хто це побачить, керуватиме вашим гаманцем. Запишіть це офлайн, зберігайте в безпеці й нікому не показуйте.',
}
