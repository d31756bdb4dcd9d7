import { fillPlaceholders, isRightToLeft, type MailLanguage, mailLocales } from '../mail/strings.js'
import { escapeHtml, styleHash } from '../pages/html.js'

const css = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1f;background:#f6f6f8}
main{max-width:28rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin-block:0 1rem}strong{overflow-wrap:anywhere}form{margin-block-start:.75rem}
button{font:inherit;padding:.75rem 1.25rem;border:0;border-radius:.75rem;background:#3355dd;color:#fff;cursor:pointer;
inline-size:100%}button.decline{background:#e4e4ea;color:#1b1b1f}button:focus-visible{outline:3px solid #1b1b1f;outline-offset:2px}`

/** The exit pages allow their own style and forms posting back here; no script, no framing. */
export const exitPageCsp = `default-src 'none'; style-src ${styleHash(css)}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`

export type ExitPage =
  /** The link's page: who would get the wallet, and Approve / Decline (POST forms: a mail scanner's GET changes nothing). */
  | { kind: 'ask'; token: string; email: string; to: string }
  | { kind: 'approved'; to: string }
  | { kind: 'declined' }
  | { kind: 'invalid' }

/** The HTML of an exit page in `language`. */
export function exitPage(page: ExitPage, language: MailLanguage): string {
  const strings = mailLocales[language]
  let title: string
  let body: string
  switch (page.kind) {
    case 'ask': {
      title = strings.mailExitPageTitle
      const token = escapeHtml(page.token)
      body = `<p>${escapeHtml(fillPlaceholders(strings.mailExitPageBody, { email: page.email, to: page.to }))}</p>
<p><strong>${escapeHtml(page.to)}</strong></p>
<form method="post" action="approve"><input type="hidden" name="token" value="${token}">
<button type="submit">${escapeHtml(strings.mailExitPageApprove)}</button></form>
<form method="post" action="decline"><input type="hidden" name="token" value="${token}">
<button type="submit" class="decline">${escapeHtml(strings.mailExitPageDecline)}</button></form>`
      break
    }
    case 'approved':
      title = strings.mailExitApprovedTitle
      body = `<p>${escapeHtml(fillPlaceholders(strings.mailExitApprovedBody, { to: page.to }))}</p>`
      break
    case 'declined':
      title = strings.mailExitDeclinedTitle
      body = `<p>${escapeHtml(strings.mailExitDeclinedBody)}</p>`
      break
    case 'invalid':
      title = strings.mailDeviceLinkInvalidTitle
      body = `<p>${escapeHtml(strings.mailExitLinkInvalidBody)}</p>`
      break
  }
  return `<!doctype html><html lang="${language}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${css}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}
