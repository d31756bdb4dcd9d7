import type { MailStrings } from './types.js'

/** French. */
export const fr: MailStrings = {
  mailLoginSubject: 'Votre code de connexion',
  mailLoginBody:
    'Votre code de connexion est {code}.\n\nIl ne sert qu’une fois, pendant {minutes} minutes. Si vous n’avez pas essayé de vous connecter, ignorez cet e-mail.',
  mailDeviceSubject: 'Approuvez votre nouvel appareil',
  mailDeviceBody:
    'Quelqu’un se connecte au portefeuille de {email} depuis un nouvel appareil. Si c’est vous, approuvez l’appareil avec ce lien :\n\n{link}\n\nLe lien fonctionne pendant {minutes} minutes. Si ce n’est pas vous, ignorez cet e-mail : rien ne change.',
  mailEmailUpdatePrimarySubject: 'Confirmez le changement d’adresse e-mail',
  mailEmailUpdatePrimaryBody:
    'Vous avez demandé à remplacer l’adresse e-mail de votre portefeuille par {newEmail}. Votre code de confirmation est {code}.\n\nIl ne sert qu’une fois, pendant {minutes} minutes. Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.',
  mailEmailUpdateSecondarySubject: 'Confirmez votre nouvelle adresse e-mail',
  mailEmailUpdateSecondaryBody:
    'Votre code pour confirmer cette adresse pour votre portefeuille est {code}.\n\nIl ne sert qu’une fois, pendant {minutes} minutes.',
  mailExportSubject: 'Votre code d’exportation de clé',
  mailExportBody:
    'Votre code pour exporter la clé privée de votre portefeuille est {code}.\n\nIl ne sert qu’une fois, pendant {minutes} minutes. Ne communiquez jamais ce code ni votre clé. Si vous n’avez pas demandé l’exportation, ignorez cet e-mail.',
  mailKitSubject: 'Votre code pour le kit de secours',
  mailKitBody:
    'Votre code pour télécharger le kit de secours de votre portefeuille est {code}.\n\nIl ne sert qu’une fois, pendant {minutes} minutes. Ne communiquez jamais ce code. Si vous n’avez pas demandé de kit de secours, ignorez cet e-mail.',
  mailDevicePageTitle: 'Approuver cet appareil ?',
  mailDevicePageBody:
    'Un nouvel appareil demande à se connecter au portefeuille de {email}. Approuvez-le seulement si vous avez lancé cette connexion vous-même.',
  mailDevicePageButton: 'Approuver cet appareil',
  mailDevicePageRequested: 'Cette demande est arrivée le {time} depuis {device}.',
  mailDevicePageBrowserOnOs: '{browser} sur {os}',
  mailDevicePageUnknown: 'inconnu',
  mailDeviceApprovedTitle: 'Appareil approuvé',
  mailDeviceApprovedBody:
    'Nous vous avons envoyé un code de connexion par e-mail. Revenez dans l’application et saisissez-le.',
  mailDeviceLinkInvalidTitle: 'Ce lien ne fonctionne plus',
  mailDeviceLinkInvalidBody: 'Il a expiré ou a déjà servi. Recommencez la connexion dans l’application.',
  mailDeviceRateLimited: 'Trop d’e-mails ont été envoyés. Réessayez dans {seconds} s.',
  mailExitSubject: 'Approuvez le transfert de votre portefeuille',
  mailExitBody:
    "L'opérateur de votre service de portefeuille demande à transférer le portefeuille de {email} vers un autre service de portefeuille : {to}\n\nVotre portefeuille garde ses adresses. Après le transfert, vous vous connectez sur {to} avec cette adresse e-mail et votre mot de passe de récupération. Pour approuver ou refuser, ouvrez ce lien :\n\n{link}\n\nLe lien fonctionne pendant {hours} heures. Si vous ne faites rien, votre portefeuille reste où il est.",
  mailExitPageTitle: 'Transférer votre portefeuille ?',
  mailExitPageBody:
    "L'opérateur de ce service de portefeuille demande à transférer le portefeuille de {email} vers un autre service de portefeuille : {to}. Votre portefeuille garde ses adresses ; ensuite vous l'utilisez là-bas, avec la même adresse e-mail et votre mot de passe de récupération, et plus ici. N'approuvez que si vous attendiez ce transfert.",
  mailExitPageApprove: 'Approuver le transfert',
  mailExitPageDecline: 'Refuser',
  mailExitApprovedTitle: 'Transfert approuvé',
  mailExitApprovedBody:
    'Votre portefeuille va être transféré vers {to}. Une fois transféré, connectez-vous là-bas avec cette adresse e-mail et votre mot de passe de récupération.',
  mailExitDeclinedTitle: 'Transfert refusé',
  mailExitDeclinedBody: "Votre portefeuille reste chez ce service. Rien n'a été envoyé nulle part.",
  mailExitLinkInvalidBody:
    "Il a expiré ou a déjà reçu une réponse. Si vous devez encore répondre, demandez un nouveau lien à l'opérateur de votre service de portefeuille.",
}
