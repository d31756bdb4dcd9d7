import type { SocialOption } from '@portico/core'
import { type SVGTemplateResult, svg } from 'lit'

// The social logins as data: each one's brand name (not translated) and a small mark of our own, drawn on the
// icons' 24×24 grid — a sketch that reads as the brand, not its artwork. Marks in one colour use currentColor.

/** The brand names, as the providers write them. */
export const socialNames: Readonly<Record<SocialOption, string>> = {
  google: 'Google',
  apple: 'Apple',
  github: 'GitHub',
  discord: 'Discord',
  x: 'X',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
}

const mark = (size: string, body: SVGTemplateResult) =>
  svg`<svg viewBox="0 0 24 24" width=${size} height=${size} aria-hidden="true" focusable="false">${body}</svg>`

const marks: Readonly<Record<SocialOption, SVGTemplateResult>> = {
  // A "G" of four arcs and its bar.
  google: svg`<g fill="none" stroke-width="3.4"><path stroke="#EA4335" d="M18.13 6.86A8 8 0 0 0 4.27 9.93" />
    <path stroke="#FBBC05" d="M4.27 9.93A8 8 0 0 0 5.45 16.59" /><path stroke="#34A853" d="M5.45 16.59A8 8 0 0 0 18.13 17.14" />
    <path stroke="#4285F4" d="M18.13 17.14A8 8 0 0 0 20 12H12" /></g>`,
  // An apple with a bite on its right and a leaf.
  apple: svg`<path fill="currentColor" d="M12 8.2C10.6 7.2 8.9 7 7.6 7.6 5.2 8.7 4.6 12 5.6 15c.8 2.5 2.5 5 4.2 5
    .9 0 1.3-.5 2.2-.5s1.3.5 2.2.5c1.5 0 2.9-2 3.7-4-1.6-.7-2.6-2.2-2.5-3.9.1-1.4.8-2.5 1.9-3.1-.9-1.3-2.4-1.8-3.7-1.5
    -.6.1-1.1.4-1.6.7zM12.2 6.6c0-1.6 1.2-3 2.8-3.2 0 1.6-1.2 3-2.8 3.2z" />`,
  // A cat's head and neck cut out of a disc.
  github: svg`<path fill="currentColor" fill-rule="evenodd" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zM8 10.5V7l2.3 1.6
    c1.1-.3 2.3-.3 3.4 0L16 7v3.5c.7.8 1 1.7 1 2.7 0 2.4-1.4 3.7-3.4 4.1.3.4.4.9.4 1.5v3h-4v-3c0-.6.1-1.1.4-1.5
    C8.4 16.9 7 15.6 7 13.2c0-1 .3-1.9 1-2.7z" />`,
  // A rounded game-pad face with two eyes.
  discord: svg`<path fill="#5865F2" fill-rule="evenodd" d="M5.6 7.4c1.7-.9 3.4-1.4 4.7-1.5l.6 1.1c.7-.1 1.5-.1 2.2 0
    l.6-1.1c1.3.1 3 .6 4.7 1.5 1.6 2.5 2.3 5.4 2.1 8.8-1.5 1.1-3.1 1.8-4.6 2.1l-1-1.4c-1.9.5-3.9.5-5.8 0l-1 1.4
    c-1.5-.3-3.1-1-4.6-2.1-.2-3.4.5-6.3 2.1-8.8zM8.2 12.8a1.3 1.5 0 1 0 2.6 0 1.3 1.5 0 1 0-2.6 0zm5 0a1.3 1.5 0 1 0
    2.6 0 1.3 1.5 0 1 0-2.6 0z" />`,
  // A broad stroke down to the right crossed by a thin one.
  x: svg`<path fill="currentColor" d="M4 4h4.7L20 20h-4.7z" /><path fill="none" stroke="currentColor" stroke-width="1.7"
    d="M19.4 4l-6.2 7M10.8 13.6L4.6 20" />`,
  // A white "f" on a blue disc.
  facebook: svg`<circle cx="12" cy="12" r="10" fill="#1877F2" /><path fill="#fff" d="M13.2 21.7v-7.1h2.5l.4-2.9h-2.9V9.9
    c0-.8.3-1.4 1.4-1.4h1.6V5.9c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.1H7.9v2.9h2.4v7.1z" />`,
  // A white arch (a bar on two pillars, rounded between them) on a purple rounded square.
  farcaster: svg`<rect x="2" y="2" width="20" height="20" rx="5" fill="#855DCD" /><path fill="#fff" d="M6.2 6h11.6v1.8
    h-.6v8.9h.8v1.5h-3.6v-1.5h.7v-3.3a3.1 3.1 0 0 0-6.2 0v3.3h.7v1.5H6v-1.5h.8V7.8h-.6z" />`,
}

/** A social login's mark at `size` (a CSS length; default 1.6em), hidden from assistive technology. */
export function socialIcon(provider: SocialOption, size = '1.6em'): SVGTemplateResult {
  return mark(size, marks[provider])
}
