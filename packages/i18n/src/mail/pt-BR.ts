import type { MailStrings } from './types.js'

/** Portuguese (Brazil). */
export const ptBR: MailStrings = {
  mailLoginSubject: 'Seu código de acesso',
  mailLoginBody:
    'Seu código de acesso é {code}.\n\nEle vale uma única vez, por {minutes} minutos. Se você não tentou entrar, ignore este e-mail.',
  mailDeviceSubject: 'Aprove seu novo dispositivo',
  mailDeviceBody:
    'Alguém está entrando na carteira de {email} em um novo dispositivo. Se for você, aprove o dispositivo por este link:\n\n{link}\n\nO link vale por {minutes} minutos. Se não for você, ignore este e-mail e nada muda.',
  mailEmailUpdatePrimarySubject: 'Confirme a troca de e-mail',
  mailEmailUpdatePrimaryBody:
    'Você pediu para trocar o e-mail da sua carteira para {newEmail}. Seu código de confirmação é {code}.\n\nEle vale uma única vez, por {minutes} minutos. Se você não pediu isso, ignore este e-mail e nada muda.',
  mailEmailUpdateSecondarySubject: 'Confirme seu novo endereço de e-mail',
  mailEmailUpdateSecondaryBody:
    'Seu código para confirmar este endereço para sua carteira é {code}.\n\nEle vale uma única vez, por {minutes} minutos.',
  mailExportSubject: 'Seu código para exportar a chave',
  mailExportBody:
    'Seu código para exportar a chave privada da sua carteira é {code}.\n\nEle vale uma única vez, por {minutes} minutos. Nunca compartilhe este código nem sua chave. Se você não pediu para exportar a chave, ignore este e-mail.',
  mailKitSubject: 'Seu código do kit de emergência',
  mailKitBody:
    'Seu código para baixar o kit de emergência da sua carteira é {code}.\n\nEle vale uma única vez, por {minutes} minutos. Nunca compartilhe este código. Se você não pediu um kit de emergência, ignore este e-mail.',
  mailDevicePageTitle: 'Aprovar este dispositivo?',
  mailDevicePageBody:
    'Um novo dispositivo pediu para entrar na carteira de {email}. Aprove somente se foi você quem iniciou este acesso.',
  mailDevicePageButton: 'Aprovar este dispositivo',
  mailDevicePageRequested: 'Esta solicitação chegou em {time} de {device}.',
  mailDevicePageBrowserOnOs: '{browser} no {os}',
  mailDevicePageUnknown: 'desconhecido',
  mailDeviceApprovedTitle: 'Dispositivo aprovado',
  mailDeviceApprovedBody: 'Enviamos um código de acesso para o seu e-mail. Volte ao app e digite-o lá.',
  mailDeviceLinkInvalidTitle: 'Este link não funciona mais',
  mailDeviceLinkInvalidBody: 'Ele expirou ou já foi usado. Comece o acesso de novo no app.',
  mailDeviceRateLimited: 'Foram enviados e-mails demais. Tente de novo em {seconds} s.',
  mailExitSubject: 'Aprove a mudança da sua carteira',
  mailExitBody:
    'O operador do seu serviço de carteira pede para mudar a carteira de {email} para outro serviço de carteira: {to}\n\nSua carteira mantém seus endereços. Depois da mudança, você entra em {to} com este endereço de e-mail e sua senha de recuperação. Para aprovar ou recusar, abra este link:\n\n{link}\n\nO link funciona por {hours} horas. Se você não fizer nada, sua carteira fica onde está.',
  mailExitPageTitle: 'Mudar sua carteira?',
  mailExitPageBody:
    'O operador deste serviço de carteira pede para mudar a carteira de {email} para outro serviço de carteira: {to}. Sua carteira mantém seus endereços; depois você a usa lá, com o mesmo endereço de e-mail e sua senha de recuperação, e não mais aqui. Aprove somente se você esperava esta mudança.',
  mailExitPageApprove: 'Aprovar a mudança',
  mailExitPageDecline: 'Recusar',
  mailExitApprovedTitle: 'Mudança aprovada',
  mailExitApprovedBody:
    'Sua carteira será mudada para {to}. Depois da mudança, entre lá com este endereço de e-mail e sua senha de recuperação.',
  mailExitDeclinedTitle: 'Mudança recusada',
  mailExitDeclinedBody: 'Sua carteira fica com este serviço. Nada foi enviado para lugar nenhum.',
  mailExitLinkInvalidBody:
    'Ele expirou ou já foi respondido. Se você ainda precisa responder, peça um novo link ao operador do seu serviço de carteira.',
}
