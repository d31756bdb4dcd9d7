import type { RecoverStrings } from './types.js'

/** Italian. */
export const it: RecoverStrings = {
  recoverUsage:
    'Uso: portico-recover [--password-stdin] <emergency-kit.json>\n\nRecupera il tuo wallet dal suo kit di emergenza e dalla tua password di recupero. Non usa la rete.\n\n  --password-stdin  leggi la password dallo standard input\n  --help            mostra questo aiuto\n  --version         mostra la versione',
  recoverPasswordPrompt: 'Password di recupero: ',
  recoverNoPassword: 'Nessuna password fornita.',
  recoverWrongPassword: 'Password di recupero errata. Non è stato recuperato nulla.',
  recoverDamaged:
    'Questo kit di emergenza è danneggiato o è stato modificato, quindi non è possibile recuperare il wallet.',
  recoverNotAKit: '{file} non è un kit di emergenza Portico.',
  recoverCannotRead: 'Impossibile leggere {file}.',
  recoverUnknownOption: 'Opzione sconosciuta: {option}',
  recoverOneFile: 'Indica esattamente un file del kit di emergenza.',
  recoverMnemonicTitle: 'La tua frase di recupero ({count} parole):',
  recoverEvmKeyTitle: 'La tua chiave privata EVM:',
  recoverSolanaKeyTitle: 'La tua chiave segreta Solana:',
  recoverEvmAddress: 'Indirizzo EVM: {address}',
  recoverSolanaAddress: 'Indirizzo Solana: {address}',
  recoverWarning:
    'Chiunque veda questo controlla il tuo wallet. Scrivilo offline, conservalo al sicuro e non condividerlo mai.',
}
