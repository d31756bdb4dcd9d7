import type { MailStrings } from './types.js'

/** Polish. */
export const pl: MailStrings = {
  mailLoginSubject: 'Twój kod logowania',
  mailLoginBody:
    'Twój kod logowania to {code}.\n\nDziała jeden raz, przez {minutes} min. Jeśli nie próbujesz się zalogować, zignoruj tę wiadomość.',
  mailDeviceSubject: 'Zatwierdź nowe urządzenie',
  mailDeviceBody:
    'Ktoś loguje się do portfela {email} na nowym urządzeniu. Jeśli to Ty, zatwierdź urządzenie tym linkiem:\n\n{link}\n\nLink działa przez {minutes} min. Jeśli to nie Ty, zignoruj tę wiadomość — nic się nie zmieni.',
  mailEmailUpdatePrimarySubject: 'Potwierdź zmianę adresu e-mail',
  mailEmailUpdatePrimaryBody:
    'Otrzymaliśmy prośbę o zmianę adresu e-mail portfela na {newEmail}. Twój kod potwierdzenia to {code}.\n\nDziała jeden raz, przez {minutes} min. Jeśli to nie Ty, zignoruj tę wiadomość — nic się nie zmieni.',
  mailEmailUpdateSecondarySubject: 'Potwierdź nowy adres e-mail',
  mailEmailUpdateSecondaryBody:
    'Twój kod potwierdzający ten adres dla portfela to {code}.\n\nDziała jeden raz, przez {minutes} min.',
  mailExportSubject: 'Twój kod eksportu klucza',
  mailExportBody:
    'Twój kod do eksportu klucza prywatnego portfela to {code}.\n\nDziała jeden raz, przez {minutes} min. Nigdy nikomu nie podawaj tego kodu ani klucza. Jeśli nie prosisz o eksport klucza, zignoruj tę wiadomość.',
  mailKitSubject: 'Twój kod zestawu awaryjnego',
  mailKitBody:
    'Twój kod do pobrania zestawu awaryjnego portfela to {code}.\n\nDziała jeden raz, przez {minutes} min. Nigdy nikomu nie podawaj tego kodu. Jeśli nie prosisz o zestaw awaryjny, zignoruj tę wiadomość.',
  mailDevicePageTitle: 'Zatwierdzić to urządzenie?',
  mailDevicePageBody:
    'Nowe urządzenie chce zalogować się do portfela {email}. Zatwierdź je tylko wtedy, gdy to logowanie zostało rozpoczęte przez Ciebie.',
  mailDevicePageButton: 'Zatwierdź to urządzenie',
  mailDevicePageRequested: 'To żądanie przyszło {time} z urządzenia: {device}.',
  mailDevicePageBrowserOnOs: '{browser} w systemie {os}',
  mailDevicePageUnknown: 'nieznany',
  mailDeviceApprovedTitle: 'Urządzenie zatwierdzone',
  mailDeviceApprovedBody: 'Wysłaliśmy Ci e-mailem kod logowania. Wróć do aplikacji i wpisz go tam.',
  mailDeviceLinkInvalidTitle: 'Ten link już nie działa',
  mailDeviceLinkInvalidBody: 'Wygasł lub został już użyty. Zacznij logowanie od nowa w aplikacji.',
  mailDeviceRateLimited: 'Wysłano zbyt wiele wiadomości. Spróbuj ponownie za {seconds} s.',
}
