import type { MailStrings } from './types.js'

/** Dutch. */
export const nl: MailStrings = {
  mailLoginSubject: 'Je inlogcode',
  mailLoginBody:
    'Je inlogcode is {code}.\n\nDe code werkt één keer, binnen {minutes} minuten. Heb je niet geprobeerd in te loggen? Negeer dan deze e-mail.',
  mailDeviceSubject: 'Keur je nieuwe apparaat goed',
  mailDeviceBody:
    'Iemand logt op een nieuw apparaat in op de wallet van {email}. Ben jij dat? Keur het apparaat dan goed met deze link:\n\n{link}\n\nDe link werkt {minutes} minuten. Ben jij het niet? Negeer dan deze e-mail; er verandert niets.',
  mailEmailUpdatePrimarySubject: 'Bevestig de wijziging van je e-mailadres',
  mailEmailUpdatePrimaryBody:
    'Je hebt gevraagd het e-mailadres van je wallet te wijzigen in {newEmail}. Je bevestigingscode is {code}.\n\nDe code werkt één keer, binnen {minutes} minuten. Heb je dit niet gevraagd? Negeer dan deze e-mail; er verandert niets.',
  mailEmailUpdateSecondarySubject: 'Bevestig je nieuwe e-mailadres',
  mailEmailUpdateSecondaryBody:
    'Je code om dit adres voor je wallet te bevestigen is {code}.\n\nDe code werkt één keer, binnen {minutes} minuten.',
  mailExportSubject: 'Je code voor het exporteren van je sleutel',
  mailExportBody:
    'Je code om de privésleutel van je wallet te exporteren is {code}.\n\nDe code werkt één keer, binnen {minutes} minuten. Deel deze code en je sleutel nooit. Heb je niet gevraagd je sleutel te exporteren? Negeer dan deze e-mail.',
  mailKitSubject: 'Je code voor je noodpakket',
  mailKitBody:
    'Je code om het noodpakket van je wallet te downloaden is {code}.\n\nDe code werkt één keer, binnen {minutes} minuten. Deel deze code nooit. Heb je geen noodpakket aangevraagd? Negeer dan deze e-mail.',
  mailDevicePageTitle: 'Dit apparaat goedkeuren?',
  mailDevicePageBody:
    'Een nieuw apparaat wil inloggen op de wallet van {email}. Keur het alleen goed als je deze aanmelding zelf bent begonnen.',
  mailDevicePageButton: 'Dit apparaat goedkeuren',
  mailDevicePageRequested: 'Dit verzoek kwam op {time} van {device}.',
  mailDevicePageBrowserOnOs: '{browser} op {os}',
  mailDevicePageUnknown: 'onbekend',
  mailDeviceApprovedTitle: 'Apparaat goedgekeurd',
  mailDeviceApprovedBody: 'We hebben je een inlogcode gemaild. Ga terug naar de app en vul hem daar in.',
  mailDeviceLinkInvalidTitle: 'Deze link werkt niet meer',
  mailDeviceLinkInvalidBody: 'Hij is verlopen of al gebruikt. Begin opnieuw met inloggen in de app.',
  mailDeviceRateLimited: 'Er zijn te veel e-mails verstuurd. Probeer het over {seconds} s opnieuw.',
  mailExitSubject: 'Keur de verhuizing van je wallet goed',
  mailExitBody:
    'De beheerder van je walletdienst vraagt om de wallet van {email} te verhuizen naar een andere walletdienst: {to}\n\nJe wallet houdt zijn adressen. Na de verhuizing log je in bij {to} met dit e-mailadres en je herstelwachtwoord. Open deze link om goed te keuren of te weigeren:\n\n{link}\n\nDe link werkt {hours} uur. Als je niets doet, blijft je wallet waar hij is.',
  mailExitPageTitle: 'Je wallet verhuizen?',
  mailExitPageBody:
    'De beheerder van deze walletdienst vraagt om de wallet van {email} te verhuizen naar een andere walletdienst: {to}. Je wallet houdt zijn adressen; daarna gebruik je hem daar, met hetzelfde e-mailadres en je herstelwachtwoord, en niet meer hier. Keur alleen goed als je deze verhuizing verwachtte.',
  mailExitPageApprove: 'Verhuizing goedkeuren',
  mailExitPageDecline: 'Weigeren',
  mailExitApprovedTitle: 'Verhuizing goedgekeurd',
  mailExitApprovedBody:
    'Je wallet verhuist naar {to}. Zodra hij verhuisd is, log je daar in met dit e-mailadres en je herstelwachtwoord.',
  mailExitDeclinedTitle: 'Verhuizing geweigerd',
  mailExitDeclinedBody: 'Je wallet blijft bij deze dienst. Er is nergens iets naartoe gestuurd.',
  mailExitLinkInvalidBody:
    'Hij is verlopen of al beantwoord. Moet je nog antwoorden, vraag dan de beheerder van je walletdienst om een nieuwe link.',
}
