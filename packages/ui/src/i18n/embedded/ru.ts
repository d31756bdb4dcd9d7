// Russian (ru) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'Отмена',
  copy: 'Копировать',
  copied: 'Скопировано',
  done: 'Готово',
  working: 'Выполняется…',
  genericError: 'Что-то пошло не так. Попробуйте ещё раз.',

  setupTitle: 'Задайте пароль восстановления',
  setupIntro:
    'Ваш кошелёк разделён на три части: это устройство, наш сервис и резервная копия, защищённая этим паролем. Любые две из них открывают кошелёк.',
  setupWarning:
    'Мы не можем сбросить этот пароль. Если вы потеряете и пароль, и это устройство, ваши средства будут утеряны, если только вы не экспортировали ключи.',
  passwordLabel: 'Пароль',
  confirmLabel: 'Подтвердите пароль',
  passwordTooShort: 'Используйте не менее {min} символов.',
  passwordMismatch: 'Пароли не совпадают.',
  createWallet: 'Создать кошелёк',
  creatingWallet: 'Создаём ваш кошелёк…',

  recoverTitle: 'Введите пароль восстановления',
  recoverIntro:
    'Это устройство новое для вашего кошелька. Введите пароль восстановления, заданный при его создании.',
  recoverSubmit: 'Разблокировать кошелёк',
  recovering: 'Разблокируем ваш кошелёк…',
  wrongPassword: 'Неверный пароль восстановления.',

  approveTitle: 'Подтвердите запрос',
  requestFrom: 'Запрос от {origin}',
  approve: 'Подтвердить',
  reject: 'Отклонить',
  methodLabel: 'Метод',
  networkLabel: 'Сеть',
  signMessageTitle: 'Подписать сообщение',
  signTypedDataTitle: 'Подписать типизированные данные',
  sendTransactionTitle: 'Отправить транзакцию',
  sendCallsTitle: 'Отправить вызовы: {count}',
  signTransactionTitle: 'Подписать транзакцию',
  signAllTransactionsTitle: 'Подписать транзакции: {count}',
  signAndSendTransactionTitle: 'Подписать и отправить транзакцию',
  messageLabel: 'Сообщение',
  messageHexLabel: 'Сообщение (hex)',
  amountLabel: 'Сумма',
  recipientLabel: 'Получатель',
  tokenLabel: 'Токен',
  contractLabel: 'Контракт',
  functionLabel: 'Функция',
  argumentsLabel: 'Аргументы',
  dataLabel: 'Данные',
  callLabel: 'Вызов {index}',
  transactionLabel: 'Транзакция {index}',
  instructionsLabel: 'Инструкции',
  programLabel: 'Программа',
  accountsLabel: 'Аккаунты',
  domainLabel: 'Домен',
  typeLabel: 'Тип',
  unknownToken: 'Неизвестный токен',
  noValue: 'Нет',

  exportTitle: 'Экспорт ключей',
  exportCodeSent: 'Мы отправили код на {email}. Введите его, чтобы увидеть ключи.',
  codeLabel: 'Код',
  verify: 'Проверить',
  exportWarning:
    'Тот, у кого есть эти ключи, распоряжается вашими средствами. Никому их не передавайте и храните офлайн.',
  evmKeyLabel: 'Закрытый ключ EVM',
  solanaKeyLabel: 'Секретный ключ Solana',
  codeInvalid: 'Неверный код.',
  codeExpired: 'Срок действия кода истёк. Начните заново, чтобы получить новый.',
  codeBurned: 'Слишком много неверных попыток. Начните заново, чтобы получить новый код.',
  rateLimited: 'Слишком много попыток. Повторите через {seconds} с.',

  mailLoginSubject: 'Ваш код для входа',
  mailLoginText:
    'Ваш код для входа: {code}. Он действует {minutes} мин. Если вы его не запрашивали, просто проигнорируйте это письмо.',
  mailDeviceSubject: 'Подтвердите новое устройство',
  mailDeviceText:
    'В ваш кошелёк входит новое устройство. Если это вы, подтвердите его здесь: {link} Ссылка действует {minutes} мин. Если это не вы, проигнорируйте это письмо.',
  mailUpdatePrimarySubject: 'Подтвердите смену адреса e-mail',
  mailUpdatePrimaryText:
    'Ваш код для смены адреса e-mail на {email}: {code}. Он действует {minutes} мин. Если вы его не запрашивали, проигнорируйте это письмо.',
  mailUpdateSecondarySubject: 'Подтвердите новый адрес e-mail',
  mailUpdateSecondaryText:
    'Ваш код для подтверждения этого адреса для кошелька: {code}. Он действует {minutes} мин.',
  mailExportSubject: 'Ваш код для экспорта ключей',
  mailExportText:
    'Ваш код для показа ключей кошелька: {code}. Он действует {minutes} мин. Если вы его не запрашивали, не используйте его и выйдите из аккаунта на своих устройствах.',

  deviceTitle: 'Подтвердите это устройство',
  deviceIntro:
    'Новое устройство запросило доступ к вашему кошельку. Подтвердите его, только если вы входите прямо сейчас.',
  deviceApprove: 'Подтвердить это устройство',
  deviceApproved:
    'Устройство подтверждено. Вернитесь в приложение: код для входа уже отправлен на вашу почту.',
  deviceLinkInvalid: 'Эта ссылка недействительна или устарела.',
} satisfies EmbeddedStrings
