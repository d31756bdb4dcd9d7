import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type MailCatcher, startMailCatcher } from './catcher.js'
import { extractCode, extractLink } from './extract.js'

// The SMTP catcher on its own: what it keeps, how tests wait for mail, and the inbox a developer opens.

let catcher: MailCatcher
const send = (to: string, subject: string, text: string) =>
  createTransport({ url: catcher.smtpUrl }).sendMail({ from: 'Test <t@localhost>', to, subject, text })

beforeAll(async () => {
  catcher = await startMailCatcher({ maxMails: 3 })
})
afterAll(() => catcher?.stop())

describe('mail catcher', () => {
  test('keeps the newest mails only, newest first', async () => {
    for (let i = 1; i <= 4; i++) await send(`keep${i}@example.com`, `Mail ${i}`, `Body ${i}`)
    expect(catcher.mails().map((m) => m.subject)).toEqual(['Mail 4', 'Mail 3', 'Mail 2'])
    expect(catcher.mails()[0]).toMatchObject({ to: ['keep4@example.com'], text: 'Body 4\n' })
    expect(catcher.mails()[0]!.from).toContain('t@localhost')
  })

  test('waitForMail: the newest match at once, a later one when it arrives, an error past the timeout', async () => {
    await send('Wait@Example.com', 'First', 'one')
    expect((await catcher.waitForMail({ to: 'wait@example.com' })).subject).toBe('First')
    const after = Date.now() + 1
    const later = catcher.waitForMail({
      to: 'WAIT@example.com',
      after,
      subjectIncludes: 'Sec',
      timeoutMs: 5000,
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    await send('wait@example.com', 'Second', 'two')
    expect((await later).subject).toBe('Second')
    await expect(catcher.waitForMail({ to: 'nobody@example.com', timeoutMs: 50 })).rejects.toThrow(
      'No mail to nobody@example.com within 50 ms',
    )
  })

  test('the inbox: a list that refreshes itself and a mail with its links clickable, escaped, under a strict CSP', async () => {
    await send(
      'inbox@example.com',
      '<b>Hi</b>',
      'Open https://wallet.example/device/approve?token=abc&x=<y> now',
    )
    const list = await fetch(catcher.inboxUrl)
    const csp = list.headers.get('content-security-policy')!
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('script-src')
    const html = await list.text()
    expect(html).toContain('<meta http-equiv="refresh"')
    expect(html).toContain('&#60;b&#62;Hi&#60;/b&#62;')
    expect(html).not.toContain('<b>Hi</b>')
    const id = catcher.mails()[0]!.id
    const page = await (await fetch(`${catcher.inboxUrl}mail/${id}`)).text()
    expect(page).toContain('<a href="https://wallet.example/device/approve?token=abc&#38;x=">')
    expect(page).toContain('&#60;y&#62; now')
    expect((await fetch(`${catcher.inboxUrl}mail/999999`)).status).toBe(404)
    const json = (await (await fetch(`${catcher.inboxUrl}mails.json`)).json()) as { subject: string }[]
    expect(json[0]!.subject).toBe('<b>Hi</b>')
  })

  test('listens on loopback only', async () => {
    await expect(startMailCatcher({ host: '0.0.0.0' })).rejects.toThrow('loopback only')
  })
})

describe('extractCode and extractLink', () => {
  test('find the code and the link, not digits inside words or addresses', () => {
    expect(extractCode('Your code is 012345.\n\nIt works within 10 minutes.')).toBe('012345')
    expect(extractCode('to user123456@example.com: your code is 654321')).toBe('654321')
    expect(extractCode('確認コードは 111222 です。')).toBe('111222')
    expect(extractCode('로그인 코드는 333444입니다.')).toBe('333444')
    expect(extractCode('no code 1234567 here')).toBeUndefined()
    expect(extractLink('Open:\n\nhttp://127.0.0.1:4600/device/approve?token=a-b_c\n\nThanks')).toBe(
      'http://127.0.0.1:4600/device/approve?token=a-b_c',
    )
    expect(extractLink('none')).toBeUndefined()
  })
})
