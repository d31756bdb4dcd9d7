import { createTransport } from 'nodemailer'
import { MailFailedError } from '../errors.js'

export type OutgoingMail = { to: string; subject: string; text: string }

export type Mailer = {
  /** Sends one mail; resolves once the SMTP server accepted it, else throws `MailFailedError`. */
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * Mail to `smtpUrl` (`smtp://user:pass@host:587`, `smtps://…:465`) over a small pool of connections, with
 * timeouts so a stuck server cannot hold requests open.
 */
export function createMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({ from, to, subject, text })
      } catch (error) {
        throw new MailFailedError(error)
      }
    },
    close: () => transport.close(),
  }
}
