// Brazilian Portuguese (pt-BR) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'Cancelar',
  copy: 'Copiar',
  copied: 'Copiado',
  done: 'Concluído',
  working: 'Processando…',
  genericError: 'Algo deu errado. Tente novamente.',

  setupTitle: 'Defina uma senha de recuperação',
  setupIntro:
    'Sua carteira é dividida em três partes: este dispositivo, nosso serviço e um backup protegido por esta senha. Quaisquer duas delas abrem sua carteira.',
  setupWarning:
    'Não podemos redefinir esta senha. Se você perder esta senha e também este dispositivo, seus fundos serão perdidos, a menos que você tenha exportado suas chaves.',
  passwordLabel: 'Senha',
  confirmLabel: 'Confirmar senha',
  passwordTooShort: 'Use pelo menos {min} caracteres.',
  passwordMismatch: 'As senhas não coincidem.',
  createWallet: 'Criar carteira',
  creatingWallet: 'Criando sua carteira…',

  recoverTitle: 'Digite sua senha de recuperação',
  recoverIntro:
    'Este dispositivo é novo para sua carteira. Digite a senha de recuperação que você definiu ao criá-la.',
  recoverSubmit: 'Desbloquear carteira',
  recovering: 'Desbloqueando sua carteira…',
  wrongPassword: 'Senha de recuperação incorreta.',

  approveTitle: 'Aprovar solicitação',
  requestFrom: 'Solicitação de {origin}',
  approve: 'Aprovar',
  reject: 'Rejeitar',
  methodLabel: 'Método',
  networkLabel: 'Rede',
  signMessageTitle: 'Assinar mensagem',
  signTypedDataTitle: 'Assinar dados tipados',
  sendTransactionTitle: 'Enviar transação',
  sendCallsTitle: 'Enviar {count} chamadas',
  signTransactionTitle: 'Assinar transação',
  signAllTransactionsTitle: 'Assinar {count} transações',
  signAndSendTransactionTitle: 'Assinar e enviar transação',
  messageLabel: 'Mensagem',
  messageHexLabel: 'Mensagem (hex)',
  amountLabel: 'Valor',
  recipientLabel: 'Destinatário',
  tokenLabel: 'Token',
  contractLabel: 'Contrato',
  functionLabel: 'Função',
  argumentsLabel: 'Argumentos',
  dataLabel: 'Dados',
  callLabel: 'Chamada {index}',
  transactionLabel: 'Transação {index}',
  instructionsLabel: 'Instruções',
  programLabel: 'Programa',
  accountsLabel: 'Contas',
  domainLabel: 'Domínio',
  typeLabel: 'Tipo',
  unknownToken: 'Token desconhecido',
  noValue: 'Nenhum',

  exportTitle: 'Exportar chaves',
  exportCodeSent: 'Enviamos um código para {email}. Digite-o para ver suas chaves.',
  codeLabel: 'Código',
  verify: 'Verificar',
  exportWarning: 'Quem tiver estas chaves controla seus fundos. Nunca as compartilhe e guarde-as offline.',
  evmKeyLabel: 'Chave privada EVM',
  solanaKeyLabel: 'Chave secreta Solana',
  codeInvalid: 'Código incorreto.',
  codeExpired: 'Este código expirou. Comece de novo para receber outro.',
  codeBurned: 'Tentativas incorretas demais. Comece de novo para receber um novo código.',
  rateLimited: 'Tentativas demais. Tente novamente em {seconds} segundos.',

  mailLoginSubject: 'Seu código de acesso',
  mailLoginText:
    'Seu código de acesso é {code}. Ele é válido por {minutes} minutos. Se você não o pediu, ignore este e-mail.',
  mailDeviceSubject: 'Aprove um novo dispositivo',
  mailDeviceText:
    'Um novo dispositivo está entrando na sua carteira. Se for você, aprove-o aqui: {link} O link é válido por {minutes} minutos. Se não for você, ignore este e-mail.',
  mailUpdatePrimarySubject: 'Confirme a alteração do seu e-mail',
  mailUpdatePrimaryText:
    'Seu código para alterar seu e-mail para {email} é {code}. Ele é válido por {minutes} minutos. Se você não o pediu, ignore este e-mail.',
  mailUpdateSecondarySubject: 'Confirme seu novo e-mail',
  mailUpdateSecondaryText:
    'Seu código para confirmar este endereço para sua carteira é {code}. Ele é válido por {minutes} minutos.',
  mailExportSubject: 'Seu código para exportar suas chaves',
  mailExportText:
    'Seu código para ver as chaves da sua carteira é {code}. Ele é válido por {minutes} minutos. Se você não o pediu, não o use e saia da conta nos seus dispositivos.',

  deviceTitle: 'Aprovar este dispositivo',
  deviceIntro:
    'Um novo dispositivo pediu para usar sua carteira. Aprove-o somente se você estiver entrando agora.',
  deviceApprove: 'Aprovar este dispositivo',
  deviceApproved: 'Dispositivo aprovado. Volte ao app: um código de acesso está a caminho do seu e-mail.',
  deviceLinkInvalid: 'Este link é inválido ou expirou.',
} satisfies EmbeddedStrings
