// Polish (pl) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'Anuluj',
  copy: 'Kopiuj',
  copied: 'Skopiowano',
  done: 'Gotowe',
  working: 'Przetwarzanie…',
  genericError: 'Coś poszło nie tak. Spróbuj ponownie.',

  setupTitle: 'Ustaw hasło odzyskiwania',
  setupIntro:
    'Twój portfel jest podzielony na trzy części: to urządzenie, naszą usługę i kopię zapasową zabezpieczoną tym hasłem. Dowolne dwie z nich otwierają portfel.',
  setupWarning:
    'Nie możemy zresetować tego hasła. Jeśli stracisz zarówno to hasło, jak i to urządzenie, stracisz swoje środki, chyba że wyeksportujesz klucze.',
  passwordLabel: 'Hasło',
  confirmLabel: 'Potwierdź hasło',
  passwordTooShort: 'Użyj co najmniej {min} znaków.',
  passwordMismatch: 'Hasła nie są takie same.',
  createWallet: 'Utwórz portfel',
  creatingWallet: 'Tworzenie portfela…',

  recoverTitle: 'Wpisz hasło odzyskiwania',
  recoverIntro:
    'To urządzenie jest nowe dla Twojego portfela. Wpisz hasło odzyskiwania ustawione przy jego tworzeniu.',
  recoverSubmit: 'Odblokuj portfel',
  recovering: 'Odblokowywanie portfela…',
  wrongPassword: 'Nieprawidłowe hasło odzyskiwania.',

  approveTitle: 'Zatwierdź żądanie',
  requestFrom: 'Żądanie od {origin}',
  approve: 'Zatwierdź',
  reject: 'Odrzuć',
  methodLabel: 'Metoda',
  networkLabel: 'Sieć',
  signMessageTitle: 'Podpisz wiadomość',
  signTypedDataTitle: 'Podpisz dane typowane',
  sendTransactionTitle: 'Wyślij transakcję',
  sendCallsTitle: 'Wyślij wywołania ({count})',
  signTransactionTitle: 'Podpisz transakcję',
  signAllTransactionsTitle: 'Podpisz transakcje ({count})',
  signAndSendTransactionTitle: 'Podpisz i wyślij transakcję',
  messageLabel: 'Wiadomość',
  messageHexLabel: 'Wiadomość (hex)',
  amountLabel: 'Kwota',
  recipientLabel: 'Odbiorca',
  tokenLabel: 'Token',
  contractLabel: 'Kontrakt',
  functionLabel: 'Funkcja',
  argumentsLabel: 'Argumenty',
  dataLabel: 'Dane',
  callLabel: 'Wywołanie {index}',
  transactionLabel: 'Transakcja {index}',
  instructionsLabel: 'Instrukcje',
  programLabel: 'Program',
  accountsLabel: 'Konta',
  domainLabel: 'Domena',
  typeLabel: 'Typ',
  unknownToken: 'Nieznany token',
  noValue: 'Brak',

  exportTitle: 'Eksportuj klucze',
  exportCodeSent: 'Wysłaliśmy kod na adres {email}. Wpisz go, aby zobaczyć klucze.',
  codeLabel: 'Kod',
  verify: 'Zweryfikuj',
  exportWarning:
    'Każdy, kto ma te klucze, kontroluje Twoje środki. Nigdy ich nie udostępniaj i przechowuj je offline.',
  evmKeyLabel: 'Klucz prywatny EVM',
  solanaKeyLabel: 'Klucz tajny Solana',
  codeInvalid: 'Nieprawidłowy kod.',
  codeExpired: 'Ten kod wygasł. Zacznij od nowa, aby otrzymać nowy.',
  codeBurned: 'Zbyt wiele błędnych prób. Zacznij od nowa, aby otrzymać nowy kod.',
  rateLimited: 'Zbyt wiele prób. Spróbuj ponownie za {seconds} s.',

  mailLoginSubject: 'Twój kod logowania',
  mailLoginText:
    'Twój kod logowania to {code}. Jest ważny przez {minutes} min. Jeśli go nie zamawiałeś, zignoruj tę wiadomość.',
  mailDeviceSubject: 'Zatwierdź nowe urządzenie',
  mailDeviceText:
    'Nowe urządzenie loguje się do Twojego portfela. Jeśli to Ty, zatwierdź je tutaj: {link} Link jest ważny przez {minutes} min. Jeśli to nie Ty, zignoruj tę wiadomość.',
  mailUpdatePrimarySubject: 'Potwierdź zmianę adresu e-mail',
  mailUpdatePrimaryText:
    'Twój kod do zmiany adresu e-mail na {email} to {code}. Jest ważny przez {minutes} min. Jeśli go nie zamawiałeś, zignoruj tę wiadomość.',
  mailUpdateSecondarySubject: 'Potwierdź nowy adres e-mail',
  mailUpdateSecondaryText:
    'Twój kod do potwierdzenia tego adresu dla portfela to {code}. Jest ważny przez {minutes} min.',
  mailExportSubject: 'Twój kod do eksportu kluczy',
  mailExportText:
    'Twój kod do wyświetlenia kluczy portfela to {code}. Jest ważny przez {minutes} min. Jeśli go nie zamawiałeś, nie używaj go i wyloguj się na swoich urządzeniach.',

  deviceTitle: 'Zatwierdź to urządzenie',
  deviceIntro:
    'Nowe urządzenie poprosiło o dostęp do Twojego portfela. Zatwierdź je tylko, jeśli właśnie się logujesz.',
  deviceApprove: 'Zatwierdź to urządzenie',
  deviceApproved: 'Urządzenie zatwierdzone. Wróć do aplikacji: kod logowania jest w drodze na Twój e-mail.',
  deviceLinkInvalid: 'Ten link jest nieprawidłowy lub wygasł.',
} satisfies EmbeddedStrings
