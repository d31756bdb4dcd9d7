import type { MailStrings } from './types.js'

/** German. */
export const de: MailStrings = {
  mailLoginSubject: 'Ihr Anmeldecode',
  mailLoginBody:
    'Ihr Anmeldecode lautet {code}.\n\nEr gilt einmalig für {minutes} Minuten. Wenn Sie sich nicht anmelden wollten, ignorieren Sie diese E-Mail.',
  mailDeviceSubject: 'Bestätigen Sie Ihr neues Gerät',
  mailDeviceBody:
    'Jemand meldet sich auf einem neuen Gerät bei der Wallet von {email} an. Wenn Sie das sind, bestätigen Sie das Gerät über diesen Link:\n\n{link}\n\nDer Link gilt {minutes} Minuten. Wenn Sie das nicht sind, ignorieren Sie diese E-Mail; es ändert sich nichts.',
  mailEmailUpdatePrimarySubject: 'Bestätigen Sie die Änderung Ihrer E-Mail-Adresse',
  mailEmailUpdatePrimaryBody:
    'Sie möchten die E-Mail-Adresse Ihrer Wallet in {newEmail} ändern. Ihr Bestätigungscode lautet {code}.\n\nEr gilt einmalig für {minutes} Minuten. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; es ändert sich nichts.',
  mailEmailUpdateSecondarySubject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
  mailEmailUpdateSecondaryBody:
    'Ihr Code zur Bestätigung dieser Adresse für Ihre Wallet lautet {code}.\n\nEr gilt einmalig für {minutes} Minuten.',
  mailExportSubject: 'Ihr Code für den Schlüsselexport',
  mailExportBody:
    'Ihr Code für den Export des privaten Schlüssels Ihrer Wallet lautet {code}.\n\nEr gilt einmalig für {minutes} Minuten. Geben Sie diesen Code und Ihren Schlüssel niemals weiter. Wenn Sie keinen Export angefordert haben, ignorieren Sie diese E-Mail.',
  mailKitSubject: 'Ihr Code für das Notfallpaket',
  mailKitBody:
    'Ihr Code zum Herunterladen des Notfallpakets Ihrer Wallet lautet {code}.\n\nEr gilt einmalig für {minutes} Minuten. Geben Sie diesen Code niemals weiter. Wenn Sie kein Notfallpaket angefordert haben, ignorieren Sie diese E-Mail.',
  mailDevicePageTitle: 'Dieses Gerät bestätigen?',
  mailDevicePageBody:
    'Ein neues Gerät möchte sich bei der Wallet von {email} anmelden. Bestätigen Sie es nur, wenn Sie diese Anmeldung selbst begonnen haben.',
  mailDevicePageButton: 'Dieses Gerät bestätigen',
  mailDevicePageRequested: 'Diese Anfrage kam am {time} von {device}.',
  mailDevicePageBrowserOnOs: '{browser} unter {os}',
  mailDevicePageUnknown: 'unbekannt',
  mailDeviceApprovedTitle: 'Gerät bestätigt',
  mailDeviceApprovedBody:
    'Wir haben Ihnen einen Anmeldecode per E-Mail geschickt. Kehren Sie zur App zurück und geben Sie ihn dort ein.',
  mailDeviceLinkInvalidTitle: 'Dieser Link funktioniert nicht mehr',
  mailDeviceLinkInvalidBody:
    'Er ist abgelaufen oder wurde schon verwendet. Starten Sie die Anmeldung in der App erneut.',
  mailDeviceRateLimited: 'Es wurden zu viele E-Mails gesendet. Versuchen Sie es in {seconds} s erneut.',
  mailExitSubject: 'Umzug Ihrer Wallet bestätigen',
  mailExitBody:
    'Der Betreiber Ihres Wallet-Dienstes möchte die Wallet von {email} zu einem anderen Wallet-Dienst umziehen: {to}\n\nIhre Wallet behält ihre Adressen. Nach dem Umzug melden Sie sich bei {to} mit dieser E-Mail-Adresse und Ihrem Wiederherstellungspasswort an. Zum Bestätigen oder Ablehnen öffnen Sie diesen Link:\n\n{link}\n\nDer Link ist {hours} Stunden gültig. Wenn Sie nichts tun, bleibt Ihre Wallet, wo sie ist.',
  mailExitPageTitle: 'Wallet umziehen?',
  mailExitPageBody:
    'Der Betreiber dieses Wallet-Dienstes möchte die Wallet von {email} zu einem anderen Wallet-Dienst umziehen: {to}. Ihre Wallet behält ihre Adressen; danach nutzen Sie sie dort, mit derselben E-Mail-Adresse und Ihrem Wiederherstellungspasswort, und nicht mehr hier. Bestätigen Sie nur, wenn Sie diesen Umzug erwartet haben.',
  mailExitPageApprove: 'Umzug bestätigen',
  mailExitPageDecline: 'Ablehnen',
  mailExitApprovedTitle: 'Umzug bestätigt',
  mailExitApprovedBody:
    'Ihre Wallet zieht zu {to} um. Sobald sie umgezogen ist, melden Sie sich dort mit dieser E-Mail-Adresse und Ihrem Wiederherstellungspasswort an.',
  mailExitDeclinedTitle: 'Umzug abgelehnt',
  mailExitDeclinedBody: 'Ihre Wallet bleibt bei diesem Dienst. Es wurde nichts irgendwohin gesendet.',
  mailExitLinkInvalidBody:
    'Er ist abgelaufen oder wurde schon beantwortet. Wenn Sie noch antworten müssen, bitten Sie den Betreiber Ihres Wallet-Dienstes um einen neuen Link.',
}
