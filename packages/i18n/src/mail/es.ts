import type { MailStrings } from './types.js'

/** Spanish. */
export const es: MailStrings = {
  mailLoginSubject: 'Tu código de inicio de sesión',
  mailLoginBody:
    'Tu código de inicio de sesión es {code}.\n\nSirve una sola vez, durante {minutes} minutos. Si no intentaste iniciar sesión, ignora este correo.',
  mailDeviceSubject: 'Aprueba tu nuevo dispositivo',
  mailDeviceBody:
    'Alguien está iniciando sesión en la billetera de {email} desde un dispositivo nuevo. Si eres tú, aprueba el dispositivo con este enlace:\n\n{link}\n\nEl enlace funciona durante {minutes} minutos. Si no eres tú, ignora este correo y no cambiará nada.',
  mailEmailUpdatePrimarySubject: 'Confirma el cambio de correo electrónico',
  mailEmailUpdatePrimaryBody:
    'Pediste cambiar la dirección de correo de tu billetera a {newEmail}. Tu código de confirmación es {code}.\n\nSirve una sola vez, durante {minutes} minutos. Si no lo pediste, ignora este correo y no cambiará nada.',
  mailEmailUpdateSecondarySubject: 'Confirma tu nueva dirección de correo',
  mailEmailUpdateSecondaryBody:
    'Tu código para confirmar esta dirección para tu billetera es {code}.\n\nSirve una sola vez, durante {minutes} minutos.',
  mailExportSubject: 'Tu código para exportar la clave',
  mailExportBody:
    'Tu código para exportar la clave privada de tu billetera es {code}.\n\nSirve una sola vez, durante {minutes} minutos. No compartas nunca este código ni tu clave. Si no pediste exportar tu clave, ignora este correo.',
  mailKitSubject: 'Tu código del kit de emergencia',
  mailKitBody:
    'Tu código para descargar el kit de emergencia de tu billetera es {code}.\n\nSirve una sola vez, durante {minutes} minutos. No compartas nunca este código. Si no pediste un kit de emergencia, ignora este correo.',
  mailDevicePageTitle: '¿Aprobar este dispositivo?',
  mailDevicePageBody:
    'Un dispositivo nuevo pidió iniciar sesión en la billetera de {email}. Apruébalo solo si tú iniciaste esta sesión.',
  mailDevicePageButton: 'Aprobar este dispositivo',
  mailDevicePageRequested: 'Esta solicitud llegó el {time} desde {device}.',
  mailDevicePageBrowserOnOs: '{browser} en {os}',
  mailDevicePageUnknown: 'desconocido',
  mailDeviceApprovedTitle: 'Dispositivo aprobado',
  mailDeviceApprovedBody:
    'Te enviamos un código de inicio de sesión por correo. Vuelve a la aplicación e introdúcelo allí.',
  mailDeviceLinkInvalidTitle: 'Este enlace ya no funciona',
  mailDeviceLinkInvalidBody: 'Ha caducado o ya se usó. Vuelve a iniciar sesión en la aplicación.',
  mailDeviceRateLimited: 'Se enviaron demasiados correos. Inténtalo de nuevo en {seconds} s.',
  mailExitSubject: 'Aprueba el traslado de tu billetera',
  mailExitBody:
    'El operador de tu servicio de billetera pide trasladar la billetera de {email} a otro servicio de billetera: {to}\n\nTu billetera conserva sus direcciones. Después del traslado inicias sesión en {to} con esta dirección de correo y tu contraseña de recuperación. Para aprobar o rechazar, abre este enlace:\n\n{link}\n\nEl enlace funciona durante {hours} horas. Si no haces nada, tu billetera se queda donde está.',
  mailExitPageTitle: '¿Trasladar tu billetera?',
  mailExitPageBody:
    'El operador de este servicio de billetera pide trasladar la billetera de {email} a otro servicio de billetera: {to}. Tu billetera conserva sus direcciones; después la usarás allí, con la misma dirección de correo y tu contraseña de recuperación, y ya no aquí. Apruébalo solo si esperabas este traslado.',
  mailExitPageApprove: 'Aprobar el traslado',
  mailExitPageDecline: 'Rechazar',
  mailExitApprovedTitle: 'Traslado aprobado',
  mailExitApprovedBody:
    'Tu billetera se trasladará a {to}. Cuando se haya trasladado, inicia sesión allí con esta dirección de correo y tu contraseña de recuperación.',
  mailExitDeclinedTitle: 'Traslado rechazado',
  mailExitDeclinedBody: 'Tu billetera se queda en este servicio. No se envió nada a ningún sitio.',
  mailExitLinkInvalidBody:
    'Ha caducado o ya fue respondido. Si aún necesitas responder, pide un enlace nuevo al operador de tu servicio de billetera.',
}
