import type { MailStrings } from './types.js'

/** Russian. */
export const ru: MailStrings = {
  mailLoginSubject: 'Ваш код для входа',
  mailLoginBody:
    'Ваш код для входа: {code}\n\nОн действует один раз в течение {minutes} мин. Если вы не пытались войти, просто проигнорируйте это письмо.',
  mailDeviceSubject: 'Подтвердите новое устройство',
  mailDeviceBody:
    'Кто-то входит в кошелёк {email} с нового устройства. Если это вы, подтвердите устройство по ссылке:\n\n{link}\n\nСсылка действует {minutes} мин. Если это не вы, проигнорируйте письмо — ничего не изменится.',
  mailEmailUpdatePrimarySubject: 'Подтвердите смену адреса эл. почты',
  mailEmailUpdatePrimaryBody:
    'Вы запросили смену адреса эл. почты кошелька на {newEmail}. Ваш код подтверждения: {code}\n\nОн действует один раз в течение {minutes} мин. Если вы этого не запрашивали, проигнорируйте письмо — ничего не изменится.',
  mailEmailUpdateSecondarySubject: 'Подтвердите новый адрес эл. почты',
  mailEmailUpdateSecondaryBody:
    'Ваш код для подтверждения этого адреса для кошелька: {code}\n\nОн действует один раз в течение {minutes} мин.',
  mailExportSubject: 'Ваш код для экспорта ключа',
  mailExportBody:
    'Ваш код для экспорта закрытого ключа кошелька: {code}\n\nОн действует один раз в течение {minutes} мин. Никому не сообщайте этот код и свой ключ. Если вы не запрашивали экспорт ключа, проигнорируйте это письмо.',
  mailKitSubject: 'Ваш код для аварийного набора',
  mailKitBody:
    'Ваш код для скачивания аварийного набора кошелька: {code}\n\nОн действует один раз в течение {minutes} мин. Никому не сообщайте этот код. Если вы не запрашивали аварийный набор, проигнорируйте это письмо.',
  mailDevicePageTitle: 'Подтвердить это устройство?',
  mailDevicePageBody:
    'Новое устройство запрашивает вход в кошелёк {email}. Подтверждайте, только если этот вход начали вы сами.',
  mailDevicePageButton: 'Подтвердить устройство',
  mailDevicePageRequested: 'Этот запрос пришёл {time} с устройства: {device}.',
  mailDevicePageBrowserOnOs: '{browser} в {os}',
  mailDevicePageUnknown: 'неизвестно',
  mailDeviceApprovedTitle: 'Устройство подтверждено',
  mailDeviceApprovedBody:
    'Мы отправили вам код для входа по эл. почте. Вернитесь в приложение и введите его там.',
  mailDeviceLinkInvalidTitle: 'Эта ссылка больше не работает',
  mailDeviceLinkInvalidBody:
    'Срок её действия истёк, или она уже использована. Начните вход в приложении заново.',
  mailDeviceRateLimited: 'Отправлено слишком много писем. Повторите попытку через {seconds} с.',
}
