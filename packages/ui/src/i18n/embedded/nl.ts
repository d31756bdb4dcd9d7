// Dutch (nl) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'Annuleren',
  copy: 'Kopiëren',
  copied: 'Gekopieerd',
  done: 'Klaar',
  working: 'Bezig…',
  genericError: 'Er ging iets mis. Probeer het opnieuw.',

  setupTitle: 'Stel een herstelwachtwoord in',
  setupIntro:
    'Je wallet wordt in drie delen gesplitst: dit apparaat, onze dienst en een back-up die met dit wachtwoord is vergrendeld. Elke twee ervan openen je wallet.',
  setupWarning:
    'We kunnen dit wachtwoord niet herstellen. Verlies je zowel dit wachtwoord als dit apparaat, dan ben je je tegoed kwijt, tenzij je je sleutels hebt geëxporteerd.',
  passwordLabel: 'Wachtwoord',
  confirmLabel: 'Bevestig wachtwoord',
  passwordTooShort: 'Gebruik minstens {min} tekens.',
  passwordMismatch: 'De wachtwoorden komen niet overeen.',
  createWallet: 'Wallet aanmaken',
  creatingWallet: 'Je wallet wordt aangemaakt…',

  recoverTitle: 'Voer je herstelwachtwoord in',
  recoverIntro:
    'Dit apparaat is nieuw voor je wallet. Voer het herstelwachtwoord in dat je bij het aanmaken hebt ingesteld.',
  recoverSubmit: 'Wallet ontgrendelen',
  recovering: 'Je wallet wordt ontgrendeld…',
  wrongPassword: 'Onjuist herstelwachtwoord.',

  approveTitle: 'Verzoek goedkeuren',
  requestFrom: 'Verzoek van {origin}',
  approve: 'Goedkeuren',
  reject: 'Weigeren',
  methodLabel: 'Methode',
  networkLabel: 'Netwerk',
  signMessageTitle: 'Bericht ondertekenen',
  signTypedDataTitle: 'Gestructureerde gegevens ondertekenen',
  sendTransactionTitle: 'Transactie versturen',
  sendCallsTitle: '{count} aanroepen versturen',
  signTransactionTitle: 'Transactie ondertekenen',
  signAllTransactionsTitle: '{count} transacties ondertekenen',
  signAndSendTransactionTitle: 'Transactie ondertekenen en versturen',
  messageLabel: 'Bericht',
  messageHexLabel: 'Bericht (hex)',
  amountLabel: 'Bedrag',
  recipientLabel: 'Ontvanger',
  tokenLabel: 'Token',
  contractLabel: 'Contract',
  functionLabel: 'Functie',
  argumentsLabel: 'Argumenten',
  dataLabel: 'Gegevens',
  callLabel: 'Aanroep {index}',
  transactionLabel: 'Transactie {index}',
  instructionsLabel: 'Instructies',
  programLabel: 'Programma',
  accountsLabel: 'Accounts',
  domainLabel: 'Domein',
  typeLabel: 'Type',
  unknownToken: 'Onbekende token',
  noValue: 'Geen',

  exportTitle: 'Sleutels exporteren',
  exportCodeSent: 'We hebben een code naar {email} gestuurd. Voer die in om je sleutels te tonen.',
  codeLabel: 'Code',
  verify: 'Verifiëren',
  exportWarning: 'Wie deze sleutels heeft, beheert je tegoed. Deel ze nooit en bewaar ze offline.',
  evmKeyLabel: 'Privésleutel EVM',
  solanaKeyLabel: 'Geheime sleutel Solana',
  codeInvalid: 'Onjuiste code.',
  codeExpired: 'Deze code is verlopen. Begin opnieuw voor een nieuwe.',
  codeBurned: 'Te veel onjuiste pogingen. Begin opnieuw voor een nieuwe code.',
  rateLimited: 'Te veel pogingen. Probeer het over {seconds} seconden opnieuw.',

  mailLoginSubject: 'Je inlogcode',
  mailLoginText:
    'Je inlogcode is {code}. Hij is {minutes} minuten geldig. Heb je hem niet aangevraagd, negeer dan deze e-mail.',
  mailDeviceSubject: 'Keur een nieuw apparaat goed',
  mailDeviceText:
    'Een nieuw apparaat logt in op je wallet. Ben jij het, keur het dan hier goed: {link} De link is {minutes} minuten geldig. Ben jij het niet, negeer dan deze e-mail.',
  mailUpdatePrimarySubject: 'Bevestig de wijziging van je e-mailadres',
  mailUpdatePrimaryText:
    'Je code om je e-mailadres te wijzigen in {email} is {code}. Hij is {minutes} minuten geldig. Heb je hem niet aangevraagd, negeer dan deze e-mail.',
  mailUpdateSecondarySubject: 'Bevestig je nieuwe e-mailadres',
  mailUpdateSecondaryText:
    'Je code om dit adres voor je wallet te bevestigen is {code}. Hij is {minutes} minuten geldig.',
  mailExportSubject: 'Je code om je sleutels te exporteren',
  mailExportText:
    'Je code om de sleutels van je wallet te tonen is {code}. Hij is {minutes} minuten geldig. Heb je hem niet aangevraagd, gebruik hem dan niet en log uit op je apparaten.',

  deviceTitle: 'Dit apparaat goedkeuren',
  deviceIntro:
    'Een nieuw apparaat vroeg om je wallet te gebruiken. Keur het alleen goed als je nu zelf aan het inloggen bent.',
  deviceApprove: 'Dit apparaat goedkeuren',
  deviceApproved: 'Apparaat goedgekeurd. Ga terug naar de app: er is een inlogcode naar je e-mail onderweg.',
  deviceLinkInvalid: 'Deze link is ongeldig of verlopen.',
} satisfies EmbeddedStrings
