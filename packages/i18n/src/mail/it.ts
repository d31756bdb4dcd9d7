import type { MailStrings } from './types.js'

/** Italian. */
export const it: MailStrings = {
  mailLoginSubject: 'Il tuo codice di accesso',
  mailLoginBody:
    'Il tuo codice di accesso è {code}.\n\nVale una sola volta, per {minutes} minuti. Se non hai provato ad accedere, ignora questa e-mail.',
  mailDeviceSubject: 'Approva il tuo nuovo dispositivo',
  mailDeviceBody:
    'Qualcuno sta accedendo al wallet di {email} da un nuovo dispositivo. Se sei tu, approva il dispositivo con questo link:\n\n{link}\n\nIl link vale {minutes} minuti. Se non sei tu, ignora questa e-mail: non cambierà nulla.',
  mailEmailUpdatePrimarySubject: 'Conferma la modifica dell’e-mail',
  mailEmailUpdatePrimaryBody:
    'Hai chiesto di cambiare l’indirizzo e-mail del tuo wallet in {newEmail}. Il tuo codice di conferma è {code}.\n\nVale una sola volta, per {minutes} minuti. Se non l’hai chiesto tu, ignora questa e-mail: non cambierà nulla.',
  mailEmailUpdateSecondarySubject: 'Conferma il tuo nuovo indirizzo e-mail',
  mailEmailUpdateSecondaryBody:
    'Il tuo codice per confermare questo indirizzo per il tuo wallet è {code}.\n\nVale una sola volta, per {minutes} minuti.',
  mailExportSubject: 'Il tuo codice per esportare la chiave',
  mailExportBody:
    'Il tuo codice per esportare la chiave privata del tuo wallet è {code}.\n\nVale una sola volta, per {minutes} minuti. Non condividere mai questo codice né la tua chiave. Se non hai chiesto di esportare la chiave, ignora questa e-mail.',
  mailKitSubject: 'Il tuo codice per il kit di emergenza',
  mailKitBody:
    'Il tuo codice per scaricare il kit di emergenza del tuo wallet è {code}.\n\nVale una sola volta, per {minutes} minuti. Non condividere mai questo codice. Se non hai chiesto un kit di emergenza, ignora questa e-mail.',
  mailDevicePageTitle: 'Approvare questo dispositivo?',
  mailDevicePageBody:
    'Un nuovo dispositivo ha chiesto di accedere al wallet di {email}. Approvalo solo se hai avviato tu questo accesso.',
  mailDevicePageButton: 'Approva questo dispositivo',
  mailDevicePageRequested: 'Questa richiesta è arrivata il {time} da {device}.',
  mailDevicePageBrowserOnOs: '{browser} su {os}',
  mailDevicePageUnknown: 'sconosciuto',
  mailDeviceApprovedTitle: 'Dispositivo approvato',
  mailDeviceApprovedBody:
    'Ti abbiamo inviato un codice di accesso via e-mail. Torna all’app e inseriscilo lì.',
  mailDeviceLinkInvalidTitle: 'Questo link non funziona più',
  mailDeviceLinkInvalidBody: 'È scaduto o è già stato usato. Ricomincia l’accesso nell’app.',
  mailDeviceRateLimited: 'Sono state inviate troppe e-mail. Riprova tra {seconds} s.',
  mailExitSubject: 'Approva il trasferimento del tuo wallet',
  mailExitBody:
    "L'operatore del tuo servizio wallet chiede di trasferire il wallet di {email} a un altro servizio wallet: {to}\n\nIl tuo wallet mantiene i suoi indirizzi. Dopo il trasferimento accedi su {to} con questo indirizzo e-mail e la tua password di recupero. Per approvare o rifiutare, apri questo link:\n\n{link}\n\nIl link funziona per {hours} ore. Se non fai nulla, il tuo wallet resta dov'è.",
  mailExitPageTitle: 'Trasferire il tuo wallet?',
  mailExitPageBody:
    "L'operatore di questo servizio wallet chiede di trasferire il wallet di {email} a un altro servizio wallet: {to}. Il tuo wallet mantiene i suoi indirizzi; in seguito lo userai lì, con lo stesso indirizzo e-mail e la tua password di recupero, e non più qui. Approva solo se ti aspettavi questo trasferimento.",
  mailExitPageApprove: 'Approva il trasferimento',
  mailExitPageDecline: 'Rifiuta',
  mailExitApprovedTitle: 'Trasferimento approvato',
  mailExitApprovedBody:
    'Il tuo wallet verrà trasferito a {to}. Una volta trasferito, accedi lì con questo indirizzo e-mail e la tua password di recupero.',
  mailExitDeclinedTitle: 'Trasferimento rifiutato',
  mailExitDeclinedBody:
    'Il tuo wallet resta con questo servizio. Non è stato inviato nulla da nessuna parte.',
  mailExitLinkInvalidBody:
    "È scaduto o ha già ricevuto una risposta. Se devi ancora rispondere, chiedi un nuovo link all'operatore del tuo servizio wallet.",
}
