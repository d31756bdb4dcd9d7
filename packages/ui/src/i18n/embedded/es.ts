// Spanish (es) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'Cancelar',
  copy: 'Copiar',
  copied: 'Copiado',
  done: 'Listo',
  working: 'Procesando…',
  genericError: 'Algo salió mal. Inténtalo de nuevo.',

  setupTitle: 'Crea una contraseña de recuperación',
  setupIntro:
    'Tu billetera se divide en tres partes: este dispositivo, nuestro servicio y una copia de seguridad protegida con esta contraseña. Dos cualesquiera abren tu billetera.',
  setupWarning:
    'No podemos restablecer esta contraseña. Si pierdes esta contraseña y también este dispositivo, perderás tus fondos, salvo que hayas exportado tus claves.',
  passwordLabel: 'Contraseña',
  confirmLabel: 'Confirmar contraseña',
  passwordTooShort: 'Usa al menos {min} caracteres.',
  passwordMismatch: 'Las contraseñas no coinciden.',
  createWallet: 'Crear billetera',
  creatingWallet: 'Creando tu billetera…',

  recoverTitle: 'Introduce tu contraseña de recuperación',
  recoverIntro:
    'Este dispositivo es nuevo para tu billetera. Introduce la contraseña de recuperación que creaste al crearla.',
  recoverSubmit: 'Desbloquear billetera',
  recovering: 'Desbloqueando tu billetera…',
  wrongPassword: 'Contraseña de recuperación incorrecta.',

  approveTitle: 'Aprobar solicitud',
  requestFrom: 'Solicitud de {origin}',
  approve: 'Aprobar',
  reject: 'Rechazar',
  methodLabel: 'Método',
  networkLabel: 'Red',
  signMessageTitle: 'Firmar mensaje',
  signTypedDataTitle: 'Firmar datos tipados',
  sendTransactionTitle: 'Enviar transacción',
  sendCallsTitle: 'Enviar {count} llamadas',
  signTransactionTitle: 'Firmar transacción',
  signAllTransactionsTitle: 'Firmar {count} transacciones',
  signAndSendTransactionTitle: 'Firmar y enviar transacción',
  messageLabel: 'Mensaje',
  messageHexLabel: 'Mensaje (hex)',
  amountLabel: 'Importe',
  recipientLabel: 'Destinatario',
  tokenLabel: 'Token',
  contractLabel: 'Contrato',
  functionLabel: 'Función',
  argumentsLabel: 'Argumentos',
  dataLabel: 'Datos',
  callLabel: 'Llamada {index}',
  transactionLabel: 'Transacción {index}',
  instructionsLabel: 'Instrucciones',
  programLabel: 'Programa',
  accountsLabel: 'Cuentas',
  domainLabel: 'Dominio',
  typeLabel: 'Tipo',
  unknownToken: 'Token desconocido',
  noValue: 'Ninguno',

  exportTitle: 'Exportar claves',
  exportCodeSent: 'Enviamos un código a {email}. Introdúcelo para ver tus claves.',
  codeLabel: 'Código',
  verify: 'Verificar',
  exportWarning:
    'Quien tenga estas claves controla tus fondos. No las compartas nunca y guárdalas sin conexión.',
  evmKeyLabel: 'Clave privada EVM',
  solanaKeyLabel: 'Clave secreta de Solana',
  codeInvalid: 'Código incorrecto.',
  codeExpired: 'Este código ha caducado. Empieza de nuevo para recibir otro.',
  codeBurned: 'Demasiados intentos incorrectos. Empieza de nuevo para recibir otro código.',
  rateLimited: 'Demasiados intentos. Inténtalo de nuevo en {seconds} segundos.',

  mailLoginSubject: 'Tu código de inicio de sesión',
  mailLoginText:
    'Tu código de inicio de sesión es {code}. Es válido durante {minutes} minutos. Si no lo pediste, ignora este correo.',
  mailDeviceSubject: 'Aprueba un dispositivo nuevo',
  mailDeviceText:
    'Un dispositivo nuevo está iniciando sesión en tu billetera. Si eres tú, apruébalo aquí: {link} El enlace es válido durante {minutes} minutos. Si no eres tú, ignora este correo.',
  mailUpdatePrimarySubject: 'Confirma el cambio de tu correo',
  mailUpdatePrimaryText:
    'Tu código para cambiar tu correo a {email} es {code}. Es válido durante {minutes} minutos. Si no lo pediste, ignora este correo.',
  mailUpdateSecondarySubject: 'Confirma tu nuevo correo',
  mailUpdateSecondaryText:
    'Tu código para confirmar esta dirección para tu billetera es {code}. Es válido durante {minutes} minutos.',
  mailExportSubject: 'Tu código para exportar tus claves',
  mailExportText:
    'Tu código para ver las claves de tu billetera es {code}. Es válido durante {minutes} minutos. Si no lo pediste, no lo uses y cierra sesión en tus dispositivos.',

  deviceTitle: 'Aprobar este dispositivo',
  deviceIntro:
    'Un dispositivo nuevo pidió usar tu billetera. Apruébalo solo si estás iniciando sesión en este momento.',
  deviceApprove: 'Aprobar este dispositivo',
  deviceApproved:
    'Dispositivo aprobado. Vuelve a la app: te estamos enviando un código de inicio de sesión por correo.',
  deviceLinkInvalid: 'Este enlace no es válido o ha caducado.',
} satisfies EmbeddedStrings
