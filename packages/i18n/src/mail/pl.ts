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
  mailExitSubject: 'Zatwierdź przeniesienie portfela',
  mailExitBody:
    'Operator Twojej usługi portfela prosi o przeniesienie portfela {email} do innej usługi portfela: {to}\n\nTwój portfel zachowuje swoje adresy. Po przeniesieniu logujesz się w {to} tym adresem e-mail i swoim hasłem odzyskiwania. Aby zatwierdzić lub odrzucić, otwórz ten link:\n\n{link}\n\nLink działa przez {hours} godz. Jeśli nic nie zrobisz, portfel zostanie tam, gdzie jest.',
  mailExitPageTitle: 'Przenieść portfel?',
  mailExitPageBody:
    'Operator tej usługi portfela prosi o przeniesienie portfela {email} do innej usługi portfela: {to}. Twój portfel zachowuje swoje adresy; potem używasz go tam, z tym samym adresem e-mail i hasłem odzyskiwania, a nie już tutaj. Zatwierdź tylko wtedy, gdy spodziewasz się tego przeniesienia.',
  mailExitPageApprove: 'Zatwierdź przeniesienie',
  mailExitPageDecline: 'Odrzuć',
  mailExitApprovedTitle: 'Przeniesienie zatwierdzone',
  mailExitApprovedBody:
    'Twój portfel zostanie przeniesiony do {to}. Gdy to nastąpi, zaloguj się tam tym adresem e-mail i swoim hasłem odzyskiwania.',
  mailExitDeclinedTitle: 'Przeniesienie odrzucone',
  mailExitDeclinedBody: 'Twój portfel zostaje w tej usłudze. Nic nigdzie nie zostało wysłane.',
  mailExitLinkInvalidBody:
    'Link wygasł lub już na niego odpowiedziano. Jeśli nadal musisz odpowiedzieć, poproś operatora usługi portfela o nowy link.',
}
