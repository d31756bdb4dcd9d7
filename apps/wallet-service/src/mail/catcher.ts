import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { type CaughtMail, inboxCsp, inboxListPage, inboxMailPage } from './inboxPage.js'

export type { CaughtMail }

export type StartMailCatcherParameters = {
  /** A loopback address (default 127.0.0.1): the catcher takes mail without authentication. */
  host?: string
  /** SMTP port; default a free one. */
  smtpPort?: number
  /** The inbox page's port; default a free one. */
  httpPort?: number
  /** Mails kept (newest); default 500. */
  maxMails?: number
}

export type WaitForMailParameters = {
  /** A recipient (any case). */
  to: string
  subjectIncludes?: string
  /** Only mails received at or after this time (ms since the epoch, or a Date). */
  after?: number | Date
  /** Default 10 s. */
  timeoutMs?: number
}

export type MailCatcher = {
  /** Where the service sends: `smtp://127.0.0.1:<port>`. */
  smtpUrl: string
  /** The inbox page for a person: `http://127.0.0.1:<port>/`. */
  inboxUrl: string
  /** The kept mails, newest first. */
  mails(): CaughtMail[]
  /**
   * The newest kept mail that matches, or else the first that arrives within `timeoutMs` (then it throws). The
   * service answers only after the SMTP server took its mail, so a mail it sent is here by the time it answered.
   */
  waitForMail(parameters: WaitForMailParameters): Promise<CaughtMail>
  /** Stops both servers (again: the same promise). */
  stop(): Promise<void>
}

/** The largest mail taken; bigger ones are refused (552). */
const MAX_MAIL_BYTES = 1_048_576

const isLoopback = (address: string) =>
  address === 'localhost' || address === '::1' || /^(::ffff:)?127\./.test(address)

/**
 * An SMTP server in this process that keeps what it is sent, for development and tests: no authentication, on
 * loopback only, the newest `maxMails` in memory, with an HTML inbox (list newest first, one mail's text) and
 * `waitForMail` for tests.
 *
 * @example
 * const catcher = await startMailCatcher()
 * const auth = await startWalletService(loadWalletServiceConfig({}, { port: 0, smtpUrl: catcher.smtpUrl }))
 * const mail = await catcher.waitForMail({ to: 'ada@example.com' })
 */
export async function startMailCatcher({
  host = '127.0.0.1',
  smtpPort = 0,
  httpPort = 0,
  maxMails = 500,
}: StartMailCatcherParameters = {}): Promise<MailCatcher> {
  if (!isLoopback(host)) throw new Error(`The mail catcher listens on loopback only, not on ${host}`)
  const kept: CaughtMail[] = []
  const waiters = new Set<{ matches(mail: CaughtMail): boolean; resolve(mail: CaughtMail): void }>()
  let nextId = 1

  const keep = (mail: CaughtMail) => {
    kept.push(mail)
    while (kept.length > maxMails) kept.shift()
    for (const waiter of waiters) if (waiter.matches(mail)) waiter.resolve(mail)
  }

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MAIL_BYTES,
    banner: 'Portico mail catcher',
    closeTimeout: 1_000,
    logger: false,
    onConnect(session, callback) {
      callback(isLoopback(session.remoteAddress) ? null : new Error('Loopback clients only'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size <= MAX_MAIL_BYTES) chunks.push(chunk)
      })
      stream.on('end', () => {
        if (size > MAX_MAIL_BYTES) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }))
          return
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            keep({
              id: nextId++,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: parsed.from?.text ?? (session.envelope.mailFrom || { address: '' }).address,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              receivedAt: Date.now(),
            })
            callback()
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        )
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(smtpPort, host, () => {
      smtp.server.off('error', reject)
      resolve()
    })
  })
  // Errors of single connections (a client that went away) must not end the process.
  smtp.on('error', () => {})

  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, {
      'content-type': `${type}; charset=utf-8`,
      'content-security-policy': inboxCsp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    })
    res.end(body)
  }
  const newestFirst = () => kept.slice().reverse()
  const http = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (req.method !== 'GET') return send(res, 405, 'text/plain', 'Method not allowed')
    if (path === '/') return send(res, 200, 'text/html', inboxListPage(newestFirst()))
    if (path === '/mails.json') return send(res, 200, 'application/json', JSON.stringify(newestFirst()))
    const id = /^\/mail\/(\d{1,12})$/.exec(path ?? '')?.[1]
    const mail = id ? kept.find((m) => m.id === Number(id)) : undefined
    if (mail) return send(res, 200, 'text/html', inboxMailPage(mail))
    send(res, 404, 'text/plain', 'Not found')
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(httpPort, host, () => {
      http.off('error', reject)
      resolve()
    })
  })

  let stopped: Promise<void> | undefined
  const urlHost = host.includes(':') ? `[${host}]` : host
  const smtpAddress = smtp.server.address() as AddressInfo
  const httpAddress = http.address() as AddressInfo
  return {
    smtpUrl: `smtp://${urlHost}:${smtpAddress.port}`,
    inboxUrl: `http://${urlHost}:${httpAddress.port}/`,
    mails: newestFirst,
    waitForMail({ to, subjectIncludes, after, timeoutMs = 10_000 }) {
      const recipient = to.toLowerCase()
      const since = after === undefined ? 0 : Number(after)
      const matches = (mail: CaughtMail) =>
        mail.to.includes(recipient) &&
        mail.receivedAt >= since &&
        (subjectIncludes === undefined || mail.subject.includes(subjectIncludes))
      const found = newestFirst().find(matches)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const waiter = {
          matches,
          resolve(mail: CaughtMail) {
            clearTimeout(timer)
            waiters.delete(waiter)
            resolve(mail)
          },
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(waiter)
      })
    },
    stop() {
      stopped ??= (async () => {
        http.closeAllConnections()
        await Promise.all([
          new Promise<void>((resolve) => http.close(() => resolve())),
          new Promise<void>((resolve) => smtp.close(() => resolve())),
        ])
      })()
      return stopped
    },
  }
}
