// Ukrainian (uk) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'Скасувати',
  copy: 'Копіювати',
  copied: 'Скопійовано',
  done: 'Готово',
  working: 'Виконується…',
  genericError: 'Щось пішло не так. Спробуйте ще раз.',

  setupTitle: 'Встановіть пароль відновлення',
  setupIntro:
    'Ваш гаманець поділено на три частини: цей пристрій, наш сервіс і резервну копію, захищену цим паролем. Будь-які дві з них відкривають гаманець.',
  setupWarning:
    'Ми не можемо скинути цей пароль. Якщо ви втратите і пароль, і цей пристрій, ваші кошти буде втрачено, якщо ви не експортували ключі.',
  passwordLabel: 'Пароль',
  confirmLabel: 'Підтвердьте пароль',
  passwordTooShort: 'Використайте щонайменше {min} символів.',
  passwordMismatch: 'Паролі не збігаються.',
  createWallet: 'Створити гаманець',
  creatingWallet: 'Створюємо ваш гаманець…',

  recoverTitle: 'Введіть пароль відновлення',
  recoverIntro:
    'Цей пристрій новий для вашого гаманця. Введіть пароль відновлення, який ви встановили під час його створення.',
  recoverSubmit: 'Розблокувати гаманець',
  recovering: 'Розблоковуємо ваш гаманець…',
  wrongPassword: 'Неправильний пароль відновлення.',

  approveTitle: 'Підтвердьте запит',
  requestFrom: 'Запит від {origin}',
  approve: 'Підтвердити',
  reject: 'Відхилити',
  methodLabel: 'Метод',
  networkLabel: 'Мережа',
  signMessageTitle: 'Підписати повідомлення',
  signTypedDataTitle: 'Підписати типізовані дані',
  sendTransactionTitle: 'Надіслати транзакцію',
  sendCallsTitle: 'Надіслати виклики: {count}',
  signTransactionTitle: 'Підписати транзакцію',
  signAllTransactionsTitle: 'Підписати транзакції: {count}',
  signAndSendTransactionTitle: 'Підписати й надіслати транзакцію',
  messageLabel: 'Повідомлення',
  messageHexLabel: 'Повідомлення (hex)',
  amountLabel: 'Сума',
  recipientLabel: 'Отримувач',
  tokenLabel: 'Токен',
  contractLabel: 'Контракт',
  functionLabel: 'Функція',
  argumentsLabel: 'Аргументи',
  dataLabel: 'Дані',
  callLabel: 'Виклик {index}',
  transactionLabel: 'Транзакція {index}',
  instructionsLabel: 'Інструкції',
  programLabel: 'Програма',
  accountsLabel: 'Акаунти',
  domainLabel: 'Домен',
  typeLabel: 'Тип',
  unknownToken: 'Невідомий токен',
  noValue: 'Немає',

  exportTitle: 'Експорт ключів',
  exportCodeSent: 'Ми надіслали код на {email}. Введіть його, щоб побачити ключі.',
  codeLabel: 'Код',
  verify: 'Перевірити',
  exportWarning: 'Той, хто має ці ключі, керує вашими коштами. Нікому їх не передавайте й зберігайте офлайн.',
  evmKeyLabel: 'Закритий ключ EVM',
  solanaKeyLabel: 'Секретний ключ Solana',
  codeInvalid: 'Неправильний код.',
  codeExpired: 'Термін дії коду минув. Почніть знову, щоб отримати новий.',
  codeBurned: 'Забагато неправильних спроб. Почніть знову, щоб отримати новий код.',
  rateLimited: 'Забагато спроб. Повторіть через {seconds} с.',

  mailLoginSubject: 'Ваш код для входу',
  mailLoginText:
    'Ваш код для входу: {code}. Він дійсний {minutes} хв. Якщо ви його не запитували, проігноруйте цей лист.',
  mailDeviceSubject: 'Підтвердьте новий пристрій',
  mailDeviceText:
    'До вашого гаманця входить новий пристрій. Якщо це ви, підтвердьте його тут: {link} Посилання дійсне {minutes} хв. Якщо це не ви, проігноруйте цей лист.',
  mailUpdatePrimarySubject: 'Підтвердьте зміну адреси e-mail',
  mailUpdatePrimaryText:
    'Ваш код для зміни адреси e-mail на {email}: {code}. Він дійсний {minutes} хв. Якщо ви його не запитували, проігноруйте цей лист.',
  mailUpdateSecondarySubject: 'Підтвердьте нову адресу e-mail',
  mailUpdateSecondaryText:
    'Ваш код для підтвердження цієї адреси для гаманця: {code}. Він дійсний {minutes} хв.',
  mailExportSubject: 'Ваш код для експорту ключів',
  mailExportText:
    'Ваш код для показу ключів гаманця: {code}. Він дійсний {minutes} хв. Якщо ви його не запитували, не використовуйте його та вийдіть з акаунта на своїх пристроях.',

  deviceTitle: 'Підтвердьте цей пристрій',
  deviceIntro:
    'Новий пристрій попросив доступ до вашого гаманця. Підтвердьте його, лише якщо ви входите просто зараз.',
  deviceApprove: 'Підтвердити цей пристрій',
  deviceApproved:
    'Пристрій підтверджено. Поверніться до застосунку: код для входу вже надіслано на вашу пошту.',
  deviceLinkInvalid: 'Це посилання недійсне або застаріле.',
} satisfies EmbeddedStrings
