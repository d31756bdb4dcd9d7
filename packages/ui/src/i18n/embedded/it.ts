// Italian (it) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'Annulla',
  copy: 'Copia',
  copied: 'Copiato',
  done: 'Fatto',
  working: 'In corso…',
  genericError: 'Qualcosa è andato storto. Riprova.',

  setupTitle: 'Imposta una password di recupero',
  setupIntro:
    'Il tuo wallet è diviso in tre parti: questo dispositivo, il nostro servizio e un backup protetto da questa password. Due qualsiasi di esse aprono il tuo wallet.',
  setupWarning:
    'Non possiamo reimpostare questa password. Se perdi sia questa password sia questo dispositivo, i tuoi fondi sono persi, a meno che tu non abbia esportato le chiavi.',
  passwordLabel: 'Password',
  confirmLabel: 'Conferma password',
  passwordTooShort: 'Usa almeno {min} caratteri.',
  passwordMismatch: 'Le password non coincidono.',
  createWallet: 'Crea wallet',
  creatingWallet: 'Creazione del tuo wallet…',

  recoverTitle: 'Inserisci la password di recupero',
  recoverIntro:
    'Questo dispositivo è nuovo per il tuo wallet. Inserisci la password di recupero che hai impostato quando l’hai creato.',
  recoverSubmit: 'Sblocca wallet',
  recovering: 'Sblocco del tuo wallet…',
  wrongPassword: 'Password di recupero errata.',

  approveTitle: 'Approva richiesta',
  requestFrom: 'Richiesta da {origin}',
  approve: 'Approva',
  reject: 'Rifiuta',
  methodLabel: 'Metodo',
  networkLabel: 'Rete',
  signMessageTitle: 'Firma messaggio',
  signTypedDataTitle: 'Firma dati strutturati',
  sendTransactionTitle: 'Invia transazione',
  sendCallsTitle: 'Invia {count} chiamate',
  signTransactionTitle: 'Firma transazione',
  signAllTransactionsTitle: 'Firma {count} transazioni',
  signAndSendTransactionTitle: 'Firma e invia transazione',
  messageLabel: 'Messaggio',
  messageHexLabel: 'Messaggio (hex)',
  amountLabel: 'Importo',
  recipientLabel: 'Destinatario',
  tokenLabel: 'Token',
  contractLabel: 'Contratto',
  functionLabel: 'Funzione',
  argumentsLabel: 'Argomenti',
  dataLabel: 'Dati',
  callLabel: 'Chiamata {index}',
  transactionLabel: 'Transazione {index}',
  instructionsLabel: 'Istruzioni',
  programLabel: 'Programma',
  accountsLabel: 'Account',
  domainLabel: 'Dominio',
  typeLabel: 'Tipo',
  unknownToken: 'Token sconosciuto',
  noValue: 'Nessuno',

  exportTitle: 'Esporta chiavi',
  exportCodeSent: 'Abbiamo inviato un codice a {email}. Inseriscilo per vedere le tue chiavi.',
  codeLabel: 'Codice',
  verify: 'Verifica',
  exportWarning:
    'Chi possiede queste chiavi controlla i tuoi fondi. Non condividerle mai e conservale offline.',
  evmKeyLabel: 'Chiave privata EVM',
  solanaKeyLabel: 'Chiave segreta Solana',
  codeInvalid: 'Codice errato.',
  codeExpired: 'Questo codice è scaduto. Ricomincia per riceverne uno nuovo.',
  codeBurned: 'Troppi tentativi errati. Ricomincia per ricevere un nuovo codice.',
  rateLimited: 'Troppi tentativi. Riprova tra {seconds} secondi.',

  mailLoginSubject: 'Il tuo codice di accesso',
  mailLoginText:
    'Il tuo codice di accesso è {code}. È valido per {minutes} minuti. Se non l’hai richiesto, ignora questa e-mail.',
  mailDeviceSubject: 'Approva un nuovo dispositivo',
  mailDeviceText:
    'Un nuovo dispositivo sta accedendo al tuo wallet. Se sei tu, approvalo qui: {link} Il link è valido per {minutes} minuti. Se non sei tu, ignora questa e-mail.',
  mailUpdatePrimarySubject: 'Conferma il cambio della tua e-mail',
  mailUpdatePrimaryText:
    'Il tuo codice per cambiare la tua e-mail in {email} è {code}. È valido per {minutes} minuti. Se non l’hai richiesto, ignora questa e-mail.',
  mailUpdateSecondarySubject: 'Conferma la tua nuova e-mail',
  mailUpdateSecondaryText:
    'Il tuo codice per confermare questo indirizzo per il tuo wallet è {code}. È valido per {minutes} minuti.',
  mailExportSubject: 'Il tuo codice per esportare le chiavi',
  mailExportText:
    'Il tuo codice per vedere le chiavi del tuo wallet è {code}. È valido per {minutes} minuti. Se non l’hai richiesto, non usarlo ed esci dai tuoi dispositivi.',

  deviceTitle: 'Approva questo dispositivo',
  deviceIntro:
    'Un nuovo dispositivo ha chiesto di usare il tuo wallet. Approvalo solo se stai accedendo proprio ora.',
  deviceApprove: 'Approva questo dispositivo',
  deviceApproved: 'Dispositivo approvato. Torna all’app: un codice di accesso sta arrivando alla tua e-mail.',
  deviceLinkInvalid: 'Questo link non è valido o è scaduto.',
} satisfies EmbeddedStrings
