import type { RecoverStrings } from './types.js'

/** Brazilian Portuguese. */
export const ptBR: RecoverStrings = {
  recoverUsage:
    'Uso: portico-recover [--password-stdin] <emergency-kit.json>\n\nRecupera sua carteira a partir do kit de emergência e da sua senha de recuperação. Não usa a rede.\n\n  --password-stdin  ler a senha da entrada padrão\n  --help            mostrar esta ajuda\n  --version         mostrar a versão',
  recoverPasswordPrompt: 'Senha de recuperação: ',
  recoverNoPassword: 'Nenhuma senha foi informada.',
  recoverWrongPassword: 'Senha de recuperação incorreta. Nada foi recuperado.',
  recoverDamaged:
    'Este kit de emergência está danificado ou foi alterado, então não é possível recuperar a carteira com ele.',
  recoverNotAKit: '{file} não é um kit de emergência do Portico.',
  recoverCannotRead: 'Não foi possível ler {file}.',
  recoverUnknownOption: 'Opção desconhecida: {option}',
  recoverOneFile: 'Informe exatamente um arquivo de kit de emergência.',
  recoverMnemonicTitle: 'Sua frase de recuperação ({count} palavras):',
  recoverEvmKeyTitle: 'Sua chave privada EVM:',
  recoverSolanaKeyTitle: 'Sua chave secreta Solana:',
  recoverEvmAddress: 'Endereço EVM: {address}',
  recoverSolanaAddress: 'Endereço Solana: {address}',
  recoverWarning:
    'Quem vir isto controla sua carteira. Anote offline, guarde em local seguro e nunca compartilhe.',
}
