/**
 * The words of the service's e-mails and of its device-approval page, per language. Placeholders are named in
 * braces: `{code}` (6 digits), `{link}`, `{email}`, `{newEmail}`, `{minutes}` (a code's or link's lifetime,
 * always 10), `{seconds}` (a wait, any number: written with an abbreviated unit so no plural form is needed), `{time}`,
 * `{device}`, `{browser}`, `{os}` (the device page's request line).
 */
export type MailStrings = {
  mailLoginSubject: string
  /** `{code}`, `{minutes}` */
  mailLoginBody: string
  mailDeviceSubject: string
  /** `{email}`, `{link}`, `{minutes}` */
  mailDeviceBody: string
  mailEmailUpdatePrimarySubject: string
  /** To the current address: `{newEmail}`, `{code}`, `{minutes}` */
  mailEmailUpdatePrimaryBody: string
  mailEmailUpdateSecondarySubject: string
  /** To the new address: `{code}`, `{minutes}` */
  mailEmailUpdateSecondaryBody: string
  mailExportSubject: string
  /** `{code}`, `{minutes}` */
  mailExportBody: string
  mailKitSubject: string
  /** `{code}`, `{minutes}` */
  mailKitBody: string
  /** The page a device link opens, before its button is pressed. */
  mailDevicePageTitle: string
  /** `{email}` */
  mailDevicePageBody: string
  mailDevicePageButton: string
  /**
   * Which device asked, so the owner can tell their own request from a stranger's: `{time}` (date and time,
   * formatted for the language), `{device}` (`mailDevicePageBrowserOnOs`)
   */
  mailDevicePageRequested: string
  /** `{browser}` and `{os}`: names (Chrome, Firefox, Windows, iOS…), never translated */
  mailDevicePageBrowserOnOs: string
  /** A browser or system the request's User-Agent does not name */
  mailDevicePageUnknown: string
  /** The page after the button: the device is approved and a code was mailed. */
  mailDeviceApprovedTitle: string
  mailDeviceApprovedBody: string
  /** The page of an expired or used link. */
  mailDeviceLinkInvalidTitle: string
  mailDeviceLinkInvalidBody: string
  /** `{seconds}` */
  mailDeviceRateLimited: string
  /** The operator asks to move the wallet to another wallet service (the exit procedure). */
  mailExitSubject: string
  /** `{email}`, `{to}` (the other service's origin), `{link}`, `{hours}` (the link's lifetime) */
  mailExitBody: string
  /** The page the exit link opens: what is asked, Approve and Decline. */
  mailExitPageTitle: string
  /** `{email}`, `{to}` */
  mailExitPageBody: string
  mailExitPageApprove: string
  mailExitPageDecline: string
  mailExitApprovedTitle: string
  /** `{to}` */
  mailExitApprovedBody: string
  mailExitDeclinedTitle: string
  mailExitDeclinedBody: string
  /** The exit page of an expired or answered link (under `mailDeviceLinkInvalidTitle`). */
  mailExitLinkInvalidBody: string
}
