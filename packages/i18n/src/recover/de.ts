import type { RecoverStrings } from './types.js'

/** German. */
export const de: RecoverStrings = {
  recoverUsage:
    'Aufruf: portico-recover [--password-stdin] <emergency-kit.json>\n\nStellt Ihre Wallet aus ihrem Notfall-Kit und Ihrem Wiederherstellungspasswort wieder her. Das Programm nutzt kein Netzwerk.\n\n  --password-stdin  das Passwort von der Standardeingabe lesen\n  --help            diese Hilfe anzeigen\n  --version         die Version anzeigen',
  recoverPasswordPrompt: 'Wiederherstellungspasswort: ',
  recoverNoPassword: 'Es wurde kein Passwort angegeben.',
  recoverWrongPassword: 'Falsches Wiederherstellungspasswort. Es wurde nichts wiederhergestellt.',
  recoverDamaged:
    'Dieses Notfall-Kit ist beschädigt oder wurde verändert, daher lässt sich die Wallet damit nicht wiederherstellen.',
  recoverNotAKit: '{file} ist kein Portico-Notfall-Kit.',
  recoverCannotRead: '{file} kann nicht gelesen werden.',
  recoverUnknownOption: 'Unbekannte Option: {option}',
  recoverOneFile: 'Geben Sie genau eine Notfall-Kit-Datei an.',
  recoverMnemonicTitle: 'Ihre Wiederherstellungsphrase ({count} Wörter):',
  recoverEvmKeyTitle: 'Ihr privater EVM-Schlüssel:',
  recoverSolanaKeyTitle: 'Ihr geheimer Solana-Schlüssel:',
  recoverEvmAddress: 'EVM-Adresse: {address}',
  recoverSolanaAddress: 'Solana-Adresse: {address}',
  recoverWarning:
    'Wer dies sieht, kontrolliert Ihre Wallet. Schreiben Sie es offline auf, bewahren Sie es sicher auf und geben Sie es niemals weiter.',
}
