import { createHash } from 'node:crypto'
import type { Address } from 'viem'
import { icon } from '../icon.js'
import type { SignInAnswer, SignInRequest } from './signInRequest.js'
import { text } from './strings.js'
import type { FarcasterProfile } from './types.js'

// The page is server-rendered HTML with no script: Sign and Decline are one form posted back to the page's own
// server, which holds the key. Its one inline style is allowed by its hash.

const styles = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.45; }
body { margin: 0; padding-block: 2rem; padding-inline: 1rem; background: Canvas; color: CanvasText; }
main { max-inline-size: 40rem; margin-inline: auto; }
h1 { font-size: 1.4rem; margin-block: 0 1rem; }
h2 { font-size: 1rem; margin-block: 1.5rem 0.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; padding: 0.75rem; border: 1px solid GrayText; border-radius: 0.5rem; }
.actions { display: flex; gap: 0.75rem; justify-content: flex-end; margin-block-start: 1.5rem; }
button { font: inherit; padding-block: 0.5rem; padding-inline: 1.25rem; border-radius: 0.5rem; border: 1px solid GrayText; cursor: pointer; }
button[data-action="sign"] { background: #7c65c1; border-color: #7c65c1; color: #fff; }
button:disabled { opacity: 0.5; cursor: not-allowed; }
[role="alert"], [data-outcome="refused"], [data-outcome="unreachable"] { color: #c0392b; }
`

const styleHash = createHash('sha256').update(styles).digest('base64')

/** The page's Content-Security-Policy: nothing loads but its own style and icon; forms post only to itself. */
export const contentSecurityPolicy = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  'img-src data:',
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

/** Text for HTML content and attribute values. */
export const escapeHtml = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function document(body: string, outcome?: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(text.title)}</title>
<link rel="icon" href="${icon}">
<style>${styles}</style>
</head>
<body${outcome ? ` data-outcome="${outcome}"` : ''}>
<main>
<h1>${escapeHtml(text.title)}</h1>
${body}
</main>
</body>
</html>`
}

const accountName = ({ username, displayName }: FarcasterProfile) =>
  displayName ? `${displayName} (@${username})` : `@${username}`

/** Who signs: the `<dt>`/`<dd>` pairs of a definition list. */
function accountItems(profile: FarcasterProfile, custody: Address) {
  return `<dt>${escapeHtml(text.account)}</dt><dd data-testid="farcaster-account">${escapeHtml(accountName(profile))}</dd>
<dt>${escapeHtml(text.fid)}</dt><dd>${escapeHtml(profile.fid)}</dd>
<dt>${escapeHtml(text.custody)}</dt><dd><code>${escapeHtml(custody)}</code></dd>`
}

export type RequestPageParameters = {
  request: SignInRequest
  /** The message as it will be signed. */
  message: string
  issuedAt: Date
  profile: FarcasterProfile
  custody: Address
  /** The request's expiration time has passed: no Sign button. */
  expired: boolean
}

/**
 * The request in plain words (which site asks to sign in as whom), the full message, and one form back to this
 * server with **Sign in** and **Decline** (`data-action="sign"` / `"decline"`) carrying the request and the
 * message's issue time.
 */
export function requestPage({
  request,
  message,
  issuedAt,
  profile,
  custody,
  expired,
}: RequestPageParameters) {
  const answer: SignInAnswer = { ...request, issuedAt: issuedAt.toISOString() }
  const hidden = Object.entries(answer)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n')
  return document(`<p data-testid="farcaster-ask">${text.asks(
    `<strong>${escapeHtml(request.domain)}</strong>`,
    `<strong>@${escapeHtml(profile.username)}</strong>`,
    escapeHtml(profile.fid),
  )}</p>
<dl>
${accountItems(profile, custody)}
<dt>${escapeHtml(text.answerTo)}</dt><dd>${escapeHtml(request.siweUri)}</dd>
<dt>${escapeHtml(text.expires)}</dt><dd>${escapeHtml(request.expirationTime)}</dd>
</dl>
<h2>${escapeHtml(text.message)}</h2>
<pre data-testid="farcaster-message">${escapeHtml(message)}</pre>
${expired ? `<p role="alert">${escapeHtml(text.expired)}</p>` : ''}
<form method="post" action="/answer">
${hidden}
<div class="actions">
<button type="submit" name="action" value="decline" data-action="decline">${escapeHtml(text.decline)}</button>
<button type="submit" name="action" value="sign" data-action="sign"${expired ? ' disabled' : ''}>${escapeHtml(text.sign)}</button>
</div>
</form>`)
}

/** The page at `/` without a request: who this client signs in as, and how to bring it a request. */
export function idlePage(profile: FarcasterProfile, custody: Address) {
  return document(`<p>${escapeHtml(text.idle)}</p>
<dl>
${accountItems(profile, custody)}
</dl>`)
}

/** What became of an answer (`data-outcome` on the body; the words in `role="status"`). */
export type Outcome =
  | { outcome: 'signed' }
  | { outcome: 'declined' }
  | { outcome: 'refused'; status: number; message: string }
  | { outcome: 'unreachable'; message: string }

export function outcomePage(result: Outcome) {
  const words =
    result.outcome === 'signed'
      ? text.signed
      : result.outcome === 'declined'
        ? text.declined
        : result.outcome === 'refused'
          ? text.refused(result.status, result.message)
          : text.unreachable(result.message)
  return document(`<p role="status" data-testid="farcaster-outcome">${escapeHtml(words)}</p>`, result.outcome)
}

/** A request this client cannot take, and why. */
export function problemPage(heading: string, problems: readonly string[] = []) {
  const list = problems.length
    ? `<ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>`
    : ''
  return document(`<p role="alert">${escapeHtml(heading)}</p>${list}`, 'problem')
}
