import type { RecoverStrings } from './types.js'

/** Spanish. */
export const es: RecoverStrings = {
  recoverUsage:
    'Uso: portico-recover [--password-stdin] <emergency-kit.json>\n\nRecupera tu billetera a partir de su kit de emergencia y tu contraseña de recuperación. No usa la red.\n\n  --password-stdin  leer la contraseña de la entrada estándar\n  --help            mostrar esta ayuda\n  --version         mostrar la versión',
  recoverPasswordPrompt: 'Contraseña de recuperación: ',
  recoverNoPassword: 'No se indicó ninguna contraseña.',
  recoverWrongPassword: 'Contraseña de recuperación incorrecta. No se recuperó nada.',
  recoverDamaged:
    'Este kit de emergencia está dañado o fue modificado, así que no se puede recuperar la billetera con él.',
  recoverNotAKit: '{file} no es un kit de emergencia de Portico.',
  recoverCannotRead: 'No se puede leer {file}.',
  recoverUnknownOption: 'Opción desconocida: {option}',
  recoverOneFile: 'Indica exactamente un archivo de kit de emergencia.',
  recoverMnemonicTitle: 'Tu frase de recuperación ({count} palabras):',
  recoverEvmKeyTitle: 'Tu clave privada de EVM:',
  recoverSolanaKeyTitle: 'Tu clave secreta de Solana:',
  recoverEvmAddress: 'Dirección EVM: {address}',
  recoverSolanaAddress: 'Dirección de Solana: {address}',
  recoverWarning:
    'Quien vea esto controla tu billetera. Anótalo sin conexión, guárdalo en un lugar seguro y nunca lo compartas.',
}
