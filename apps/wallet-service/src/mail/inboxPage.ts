import { escapeHtml, styleHash } from '../pages/html.js'

/** A mail as the catcher keeps it. */
export type CaughtMail = {
  /** Increasing from 1 in arrival order. */
  id: number
  /** Envelope recipients, lower case. */
  to: string[]
  from: string
  subject: string
  text: string
  /** ms since the epoch. */
  receivedAt: number
}

const css = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1f;background:#f6f6f8}
main{max-width:60rem;margin:0 auto;padding:1.5rem}h1{font-size:1.3rem}
table{width:100%;border-collapse:collapse;background:#fff}td,th{padding:.5rem .75rem;text-align:start;border-block-end:1px solid #e3e3e8}
a{color:#3355dd}pre{white-space:pre-wrap;word-break:break-word;background:#fff;padding:1rem;border:1px solid #e3e3e8}
.meta{color:#5b5b66}`

/** The inbox's pages allow their own style and nothing else (no script, no form, no framing). */
export const inboxCsp = `default-src 'none'; style-src ${styleHash(css)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`

const layout = (title: string, body: string, refresh: boolean) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${
    refresh ? '<meta http-equiv="refresh" content="3">' : ''
  }<title>${escapeHtml(title)}</title><style>${css}</style></head><body><main>${body}</main></body></html>`

const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19)

/** Newest first, with recipient, subject and time; refreshes itself every 3 s. */
export function inboxListPage(mails: readonly CaughtMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.to.join(', '))}</td><td><a href="/mail/${mail.id}">${escapeHtml(
          mail.subject || '(no subject)',
        )}</a></td><td class="meta">${time(mail.receivedAt)}</td></tr>`,
    )
    .join('')
  const table = mails.length
    ? `<table><thead><tr><th>To</th><th>Subject</th><th>Received (UTC)</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="meta">No mail yet. This page refreshes itself.</p>'
  return layout(
    `Inbox (${mails.length})`,
    `<h1>Portico mail catcher — ${mails.length} ${mails.length === 1 ? 'mail' : 'mails'}</h1>${table}`,
    true,
  )
}

/** One mail's text, with its links clickable. */
export function inboxMailPage(mail: CaughtMail): string {
  // Split on links in the raw text, so each piece is escaped once and a link's `&` stays one.
  const text = mail.text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, index) =>
      index % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('')
  return layout(
    mail.subject,
    `<p><a href="/">← Inbox</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<p class="meta">From ${escapeHtml(mail.from)} to ${escapeHtml(mail.to.join(', '))}, ${time(mail.receivedAt)} UTC</p><pre>${text}</pre>`,
    false,
  )
}
