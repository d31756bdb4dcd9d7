import type { MailStrings } from './types.js'

/** Ukrainian. */
export const uk: MailStrings = {
  mailLoginSubject: 'Ваш код для входу',
  mailLoginBody:
    'Ваш код для входу: {code}\n\nВін діє один раз протягом {minutes} хв. Якщо ви не намагалися увійти, просто проігноруйте цей лист.',
  mailDeviceSubject: 'Підтвердьте новий пристрій',
  mailDeviceBody:
    'Хтось входить у гаманець {email} з нового пристрою. Якщо це ви, підтвердьте пристрій за посиланням:\n\n{link}\n\nПосилання діє {minutes} хв. Якщо це не ви, проігноруйте лист — нічого не зміниться.',
  mailEmailUpdatePrimarySubject: 'Підтвердьте зміну електронної адреси',
  mailEmailUpdatePrimaryBody:
    'Ви попросили змінити електронну адресу гаманця на {newEmail}. Ваш код підтвердження: {code}\n\nВін діє один раз протягом {minutes} хв. Якщо ви цього не просили, проігноруйте лист — нічого не зміниться.',
  mailEmailUpdateSecondarySubject: 'Підтвердьте нову електронну адресу',
  mailEmailUpdateSecondaryBody:
    'Ваш код для підтвердження цієї адреси для гаманця: {code}\n\nВін діє один раз протягом {minutes} хв.',
  mailExportSubject: 'Ваш код для експорту ключа',
  mailExportBody:
    'Ваш код для експорту приватного ключа гаманця: {code}\n\nВін діє один раз протягом {minutes} хв. Нікому не повідомляйте цей код і свій ключ. Якщо ви не просили експортувати ключ, проігноруйте цей лист.',
  mailKitSubject: 'Ваш код для аварійного набору',
  mailKitBody:
    'Ваш код для завантаження аварійного набору гаманця: {code}\n\nВін діє один раз протягом {minutes} хв. Нікому не повідомляйте цей код. Якщо ви не просили аварійний набір, проігноруйте цей лист.',
  mailDevicePageTitle: 'Підтвердити цей пристрій?',
  mailDevicePageBody:
    'Новий пристрій просить входу в гаманець {email}. Підтверджуйте, лише якщо цей вхід почали ви самі.',
  mailDevicePageButton: 'Підтвердити пристрій',
  mailDevicePageRequested: 'Цей запит надійшов {time} з пристрою: {device}.',
  mailDevicePageBrowserOnOs: '{browser} у {os}',
  mailDevicePageUnknown: 'невідомо',
  mailDeviceApprovedTitle: 'Пристрій підтверджено',
  mailDeviceApprovedBody:
    'Ми надіслали вам код для входу електронною поштою. Поверніться до застосунку та введіть його там.',
  mailDeviceLinkInvalidTitle: 'Це посилання більше не працює',
  mailDeviceLinkInvalidBody:
    'Термін його дії минув, або його вже використано. Почніть вхід у застосунку знову.',
  mailDeviceRateLimited: 'Надіслано забагато листів. Спробуйте ще раз через {seconds} с.',
}
