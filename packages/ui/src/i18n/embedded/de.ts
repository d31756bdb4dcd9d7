// German (de) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'Abbrechen',
  copy: 'Kopieren',
  copied: 'Kopiert',
  done: 'Fertig',
  working: 'Wird bearbeitet…',
  genericError: 'Etwas ist schiefgelaufen. Versuche es erneut.',

  setupTitle: 'Wiederherstellungspasswort festlegen',
  setupIntro:
    'Deine Wallet wird in drei Teile geteilt: dieses Gerät, unser Dienst und eine mit diesem Passwort gesperrte Sicherung. Je zwei davon öffnen deine Wallet.',
  setupWarning:
    'Wir können dieses Passwort nicht zurücksetzen. Verlierst du dieses Passwort und dieses Gerät, ist dein Guthaben verloren, außer du hast deine Schlüssel exportiert.',
  passwordLabel: 'Passwort',
  confirmLabel: 'Passwort bestätigen',
  passwordTooShort: 'Verwende mindestens {min} Zeichen.',
  passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  createWallet: 'Wallet erstellen',
  creatingWallet: 'Deine Wallet wird erstellt…',

  recoverTitle: 'Wiederherstellungspasswort eingeben',
  recoverIntro:
    'Dieses Gerät ist neu für deine Wallet. Gib das Wiederherstellungspasswort ein, das du beim Erstellen festgelegt hast.',
  recoverSubmit: 'Wallet entsperren',
  recovering: 'Deine Wallet wird entsperrt…',
  wrongPassword: 'Falsches Wiederherstellungspasswort.',

  approveTitle: 'Anfrage bestätigen',
  requestFrom: 'Anfrage von {origin}',
  approve: 'Bestätigen',
  reject: 'Ablehnen',
  methodLabel: 'Methode',
  networkLabel: 'Netzwerk',
  signMessageTitle: 'Nachricht signieren',
  signTypedDataTitle: 'Strukturierte Daten signieren',
  sendTransactionTitle: 'Transaktion senden',
  sendCallsTitle: '{count} Aufrufe senden',
  signTransactionTitle: 'Transaktion signieren',
  signAllTransactionsTitle: '{count} Transaktionen signieren',
  signAndSendTransactionTitle: 'Transaktion signieren und senden',
  messageLabel: 'Nachricht',
  messageHexLabel: 'Nachricht (hex)',
  amountLabel: 'Betrag',
  recipientLabel: 'Empfänger',
  tokenLabel: 'Token',
  contractLabel: 'Vertrag',
  functionLabel: 'Funktion',
  argumentsLabel: 'Argumente',
  dataLabel: 'Daten',
  callLabel: 'Aufruf {index}',
  transactionLabel: 'Transaktion {index}',
  instructionsLabel: 'Anweisungen',
  programLabel: 'Programm',
  accountsLabel: 'Konten',
  domainLabel: 'Domain',
  typeLabel: 'Typ',
  unknownToken: 'Unbekannter Token',
  noValue: 'Keine',

  exportTitle: 'Schlüssel exportieren',
  exportCodeSent: 'Wir haben einen Code an {email} gesendet. Gib ihn ein, um deine Schlüssel anzuzeigen.',
  codeLabel: 'Code',
  verify: 'Bestätigen',
  exportWarning:
    'Wer diese Schlüssel hat, kontrolliert dein Guthaben. Gib sie niemals weiter und bewahre sie offline auf.',
  evmKeyLabel: 'EVM-Privatschlüssel',
  solanaKeyLabel: 'Solana-Geheimschlüssel',
  codeInvalid: 'Falscher Code.',
  codeExpired: 'Dieser Code ist abgelaufen. Beginne erneut, um einen neuen zu erhalten.',
  codeBurned: 'Zu viele falsche Versuche. Beginne erneut, um einen neuen Code zu erhalten.',
  rateLimited: 'Zu viele Versuche. Versuche es in {seconds} Sekunden erneut.',

  mailLoginSubject: 'Dein Anmeldecode',
  mailLoginText:
    'Dein Anmeldecode ist {code}. Er ist {minutes} Minuten gültig. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail.',
  mailDeviceSubject: 'Neues Gerät bestätigen',
  mailDeviceText:
    'Ein neues Gerät meldet sich bei deiner Wallet an. Wenn du es bist, bestätige es hier: {link} Der Link ist {minutes} Minuten gültig. Wenn du es nicht bist, ignoriere diese E-Mail.',
  mailUpdatePrimarySubject: 'Änderung deiner E-Mail-Adresse bestätigen',
  mailUpdatePrimaryText:
    'Dein Code, um deine E-Mail-Adresse in {email} zu ändern, ist {code}. Er ist {minutes} Minuten gültig. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail.',
  mailUpdateSecondarySubject: 'Neue E-Mail-Adresse bestätigen',
  mailUpdateSecondaryText:
    'Dein Code, um diese Adresse für deine Wallet zu bestätigen, ist {code}. Er ist {minutes} Minuten gültig.',
  mailExportSubject: 'Dein Code zum Exportieren deiner Schlüssel',
  mailExportText:
    'Dein Code, um die Schlüssel deiner Wallet anzuzeigen, ist {code}. Er ist {minutes} Minuten gültig. Wenn du ihn nicht angefordert hast, verwende ihn nicht und melde dich auf deinen Geräten ab.',

  deviceTitle: 'Dieses Gerät bestätigen',
  deviceIntro:
    'Ein neues Gerät möchte deine Wallet verwenden. Bestätige es nur, wenn du dich gerade selbst anmeldest.',
  deviceApprove: 'Dieses Gerät bestätigen',
  deviceApproved:
    'Gerät bestätigt. Kehre zur App zurück: Ein Anmeldecode ist auf dem Weg zu deiner E-Mail-Adresse.',
  deviceLinkInvalid: 'Dieser Link ist ungültig oder abgelaufen.',
} satisfies EmbeddedStrings
