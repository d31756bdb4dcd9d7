import { createHash } from 'node:crypto'
import type { TestUser } from './users.js'

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const style = `
  body { font: 16px/1.4 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #f4f4f5; color: #18181b }
  main { max-inline-size: 26rem; margin: 0 auto; background: #fff; padding: 1.5rem; border-radius: 0.75rem }
  h1 { font-size: 1.25rem; margin: 0 0 0.5rem }
  p { margin: 0 0 1rem; color: #52525b }
  form { margin: 0 }
  ul { list-style: none; padding: 0; margin: 0 0 1rem }
  li { margin: 0 0 0.5rem }
  button { inline-size: 100%; text-align: start; padding: 0.75rem 1rem; border: 1px solid #d4d4d8;
    border-radius: 0.5rem; background: #fff; font: inherit; cursor: pointer }
  button:hover, button:focus-visible { border-color: #18181b }
  button small { display: block; color: #52525b }
  button[data-cancel], button[data-fail] { text-align: center }
  button[data-fail] { margin-block-start: 0.5rem; color: #b91c1c }
`
const styleHash = createHash('sha256').update(style).digest('base64')

/** The page's policy: only its own inline style; forms post here and may be redirected to the clients. */
function pagePolicy(formTargets: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    // Chrome applies form-action to every redirect after a POST: back to the client's redirect URI, and on from there
    // to wherever the client sends the person (the wallet service sends them on to the app's page, on any origin).
    `form-action 'self'${formTargets.map((origin) => ` ${origin}`).join('')} http: https:`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')
}

export type Page = { html: string; csp: string }

function layout(title: string, body: string, formTargets: readonly string[] = []): Page {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
  return { html, csp: pagePolicy(formTargets) }
}

export type LoginPageParameters = {
  /** `Google (Portico local stand-in)`. */
  title: string
  clientId: string
  /** The scopes the client asked for, as it sent them. */
  scope: string
  users: Iterable<TestUser>
  /** Where picking a user and cancelling post to. */
  loginAction: string
  cancelAction: string
  /** Where "Fail" posts: the provider answers `server_error` (to test a client's error path). */
  failAction: string
  /** Origins the flow may be redirected to after a post (the clients' redirect URIs). */
  formTargets: readonly string[]
}

/** The account picker: one button per test user, and Cancel. */
export function renderLoginPage(p: LoginPageParameters): Page {
  const users = [...p.users]
    .map(
      (user) =>
        `<li><button type="submit" name="user" value="${escapeHtml(user.id)}" data-user="${escapeHtml(user.id)}">` +
        `${escapeHtml(user.name)}<small>${escapeHtml(user.email)}</small></button></li>`,
    )
    .join('\n')
  const body = `<h1>${escapeHtml(p.title)}</h1>
<p>Sign in to <strong>${escapeHtml(p.clientId)}</strong> as a test user${
    p.scope ? ` (scope: <code>${escapeHtml(p.scope)}</code>)` : ''
  }. This is a development stand-in: no password, no real account.</p>
<form method="post" action="${escapeHtml(p.loginAction)}">
<ul>
${users}
</ul>
</form>
<form method="post" action="${escapeHtml(p.cancelAction)}">
<button type="submit" data-cancel>Cancel</button>
</form>
<form method="post" action="${escapeHtml(p.failAction)}">
<button type="submit" data-fail>Fail (answer server_error)</button>
</form>`
  return layout(p.title, body, p.formTargets)
}

/** A page that only says something (an error, an expired sign-in). */
export function renderMessagePage(p: { title: string; heading: string; lines: readonly string[] }): Page {
  const body = `<h1>${escapeHtml(p.heading)}</h1>\n${p.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}`
  return layout(p.title, body)
}
