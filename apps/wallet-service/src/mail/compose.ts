import { CODE_TTL_MS } from '../auth/codes.js'
import { DEVICE_LINK_TTL_MS } from '../auth/devices.js'
import type { OutgoingMail } from './mailer.js'
import { fillPlaceholders, mailStrings } from './strings.js'

/** The mails the service sends, with what each one says. */
export type MailContent =
  | { kind: 'login'; code: string }
  | { kind: 'device'; link: string; email: string }
  | { kind: 'email-update-primary'; code: string; newEmail: string }
  | { kind: 'email-update-secondary'; code: string }
  | { kind: 'export'; code: string }
  /** The operator asks to move the wallet to another service (`to`, an origin); `hours`: the link's lifetime. */
  | { kind: 'exit'; link: string; email: string; to: string; hours: number }
  | { kind: 'kit'; code: string }

const templates = {
  login: ['mailLoginSubject', 'mailLoginBody'],
  device: ['mailDeviceSubject', 'mailDeviceBody'],
  'email-update-primary': ['mailEmailUpdatePrimarySubject', 'mailEmailUpdatePrimaryBody'],
  'email-update-secondary': ['mailEmailUpdateSecondarySubject', 'mailEmailUpdateSecondaryBody'],
  export: ['mailExportSubject', 'mailExportBody'],
  exit: ['mailExitSubject', 'mailExitBody'],
  kit: ['mailKitSubject', 'mailKitBody'],
} as const

/** The mail of `content` to `to`, in the language that best fits `locale`. */
export function composeMail(
  to: string,
  content: MailContent,
  locale: string | null | undefined,
): OutgoingMail {
  const strings = mailStrings(locale)
  const [subject, body] = templates[content.kind]
  const ttl = content.kind === 'device' ? DEVICE_LINK_TTL_MS : CODE_TTL_MS
  const { kind: _, ...values } = content
  return {
    to,
    subject: strings[subject],
    text: fillPlaceholders(strings[body], { ...values, minutes: Math.round(ttl / 60_000) }),
  }
}
