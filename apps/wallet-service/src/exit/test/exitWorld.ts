// What the exit tests share: a user with a wallet on a test service, the operator's steps run on that service's
// database (as the CLI runs them), and the user's answer by the mailed link.
import { expect } from 'vitest'
import { composeMail, type MailContent } from '../../mail/compose.js'
import { createMailer } from '../../mail/mailer.js'
import type { TestWalletService } from '../../test/startTestWalletService.js'
import { exportWallet } from '../exportWallet.js'
import { importMove, type TrustedExitKey } from '../importMove.js'
import type { MoveFile } from '../moveFile.js'
import { requestExit } from '../requestExit.js'

export const share = (byte: number) => Buffer.alloc(33, byte).toString('base64')
export const walletBody = {
  splitId: 'split-1',
  share: share(2),
  recovery: { splitId: 'split-1', blob: JSON.stringify({ v: 1, kdf: 'scrypt', ct: 'AAAA' }) },
  addresses: {
    eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  },
}

export const originOf = (service: TestWalletService) => new URL(service.url).origin

/** The operator's steps on `service`'s own database, with its origin and mail (what `wallet-service exit` does). */
export function operatorOf(service: TestWalletService, now: () => number = Date.now) {
  const context = { db: service.db, origin: originOf(service), now }
  return {
    request: (email: string, to: string) =>
      requestExit(
        {
          ...context,
          publicUrl: service.url,
          send: (address, content, locale) => sendTo(service, address, content, locale),
        },
        { email, to },
      ),
    export: (email: string) => exportWallet(context, { email }),
    import: (json: unknown, trusted: TrustedExitKey[]) => importMove({ ...context, trusted }, json),
  }
}

/** The same mail the CLI sends, to the service's own mail catcher. */
async function sendTo(
  service: TestWalletService,
  to: string,
  content: MailContent,
  locale: string | null,
): Promise<void> {
  const mailer = createMailer({ smtpUrl: service.catcher.smtpUrl, from: 'Wallet <wallet@example.com>' })
  try {
    await mailer.send(composeMail(to, content, locale))
  } finally {
    mailer.close()
  }
}

/** The link of the newest exit mail to `email`, its token, and the page it opens. */
export async function exitLink(service: TestWalletService, email: string, after?: number) {
  const mail = await service.catcher.waitForMail({
    to: email,
    ...(after !== undefined && { after }),
    timeoutMs: 5000,
  })
  // The mail names the new service's origin before the link; the link is the one to this service's page.
  const link = /https?:\/\/\S+\/exit\/approve\?token=[\w-]+/.exec(mail.text)?.[0]
  expect(link).toBeDefined()
  return { mail, link: link!, token: new URL(link!).searchParams.get('token')! }
}

/** The user's answer on the page of the link: a POST of its token to `/exit/approve` or `/exit/decline`. */
export async function answer(service: TestWalletService, token: string, approve = true) {
  const response = await fetch(`${service.url}/exit/${approve ? 'approve' : 'decline'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `token=${token}`,
  })
  return { status: response.status, html: await response.text() }
}

/** A user with a wallet on `service`, asked, approved and exported to `to`: the move file. */
export async function movedUser(
  service: TestWalletService,
  email: string,
  to: string,
  wallet: Omit<typeof walletBody, 'addresses'> & {
    addresses: Partial<typeof walletBody.addresses>
  } = walletBody,
): Promise<{ move: MoveFile; token: string; deviceId: string }> {
  const { token, deviceId } = await service.signIn(email)
  expect((await service.post('/v1/wallet', wallet, { token })).status).toBe(201)
  const operator = operatorOf(service)
  const after = Date.now()
  await operator.request(email, to)
  const link = await exitLink(service, email, after)
  expect((await answer(service, link.token)).status).toBe(200)
  return { move: await operator.export(email), token, deviceId }
}
