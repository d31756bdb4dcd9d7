import { summariseUserAgent } from '../http/userAgent.js'
import { fillPlaceholders, isRightToLeft, type MailLanguage, mailLocales } from '../mail/strings.js'
import { escapeHtml, styleHash } from './html.js'

const css = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1f;background:#f6f6f8}
main{max-width:28rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin-block:0 1rem}button{font:inherit;padding:.75rem 1.25rem;border:0;border-radius:.75rem;
background:#3355dd;color:#fff;cursor:pointer;inline-size:100%}button:focus-visible{outline:3px solid #1b1b1f;outline-offset:2px}`

/** The device pages allow their own style and a form posting back here; no script, no framing. */
export const devicePageCsp = `default-src 'none'; style-src ${styleHash(css)}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`

export type DevicePage =
  /** The link's page: what is asked, and the button (a POST form, so a mail scanner's GET changes nothing). */
  | {
      kind: 'approve'
      token: string
      email: string
      /** When the link was asked for (ms), and the asking device's `User-Agent` (shown as browser and system). */
      requestedAt: number
      userAgent: string | null
    }
  | { kind: 'approved' }
  | { kind: 'invalid' }
  | { kind: 'rateLimited'; seconds: number }

/** Which device asked and when: "… at 27 Nov 2026, 22:51 UTC from Firefox on Windows." */
function requestLine(
  page: { requestedAt: number; userAgent: string | null },
  language: MailLanguage,
): string {
  const strings = mailLocales[language]
  const { browser, os } = summariseUserAgent(page.userAgent)
  const device = fillPlaceholders(strings.mailDevicePageBrowserOnOs, {
    browser: browser ?? strings.mailDevicePageUnknown,
    os: os ?? strings.mailDevicePageUnknown,
  })
  // The page does not know the reader's time zone: UTC, and said so.
  const time = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(page.requestedAt)
  return fillPlaceholders(strings.mailDevicePageRequested, { time: `${time} UTC`, device })
}

/** The HTML of a device-approval page in `language`. */
export function devicePage(page: DevicePage, language: MailLanguage): string {
  const strings = mailLocales[language]
  let title: string
  let body: string
  switch (page.kind) {
    case 'approve':
      title = strings.mailDevicePageTitle
      body = `<p>${escapeHtml(fillPlaceholders(strings.mailDevicePageBody, { email: page.email }))}</p>
<p>${escapeHtml(requestLine(page, language))}</p>
<form method="post" action="approve"><input type="hidden" name="token" value="${escapeHtml(page.token)}">
<button type="submit">${escapeHtml(strings.mailDevicePageButton)}</button></form>`
      break
    case 'approved':
      title = strings.mailDeviceApprovedTitle
      body = `<p>${escapeHtml(strings.mailDeviceApprovedBody)}</p>`
      break
    case 'invalid':
      title = strings.mailDeviceLinkInvalidTitle
      body = `<p>${escapeHtml(strings.mailDeviceLinkInvalidBody)}</p>`
      break
    case 'rateLimited':
      title = strings.mailDevicePageTitle
      body = `<p>${escapeHtml(fillPlaceholders(strings.mailDeviceRateLimited, { seconds: page.seconds }))}</p>`
      break
  }
  return `<!doctype html><html lang="${language}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${css}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}
