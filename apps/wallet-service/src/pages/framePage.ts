import type { ProjectConfig } from '../config.js'
import { escapeHtml } from './html.js'

/** What the frame's script reads from its page. */
export type FrameConfig = {
  projectId: string
  origin: string
  chainId: string
  version: string
  logger: boolean
}

/**
 * Only patterns that are valid CSP source expressions go into `frame-ancestors` (scheme, host with an optional
 * leading `*.`, optional port or `:*`), or `*`; anything else could break out of the header.
 */
const CSP_SOURCE =
  /^(?:\*|https?:\/\/(?:\*\.)?[A-Za-z0-9.-]+(?::(?:\d{1,5}|\*))?|\[[0-9A-Fa-f:.]+\](?::(?:\d{1,5}|\*))?)$/

/**
 * The frame's policy: its own script and style only, requests to itself and to any http(s) RPC, embeddable by the
 * project's allowed origins only; no forms, no `<base>`.
 */
export function frameCsp(project: ProjectConfig): string {
  const ancestors = project.allowedOrigins.filter((origin) => CSP_SOURCE.test(origin))
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self' http: https:",
    "img-src 'self' data:",
    `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ')
}

/** JSON safe inside a `<script>` element: no `<`, `>` or `&` that could end it or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** The frame's HTML: its configuration as a JSON element, then its bundle (and stylesheet, when built). */
export function framePage(config: FrameConfig, { stylesheet }: { stylesheet: boolean }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Portico Wallet</title>${stylesheet ? '<link rel="stylesheet" href="/frame.css">' : ''}
<script type="application/json" id="portico-frame-config">${scriptJson(config)}</script>
<script src="/frame.js" defer></script></head><body></body></html>`
}

/** A refusal as a page (the frame's iframe shows it). */
export function frameRefusalPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portico Wallet</title></head><body><p>${escapeHtml(
    message,
  )}</p></body></html>`
}
