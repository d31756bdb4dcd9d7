// The frame's look, as constructed stylesheets (the page allows no inline styles). Light and dark follow
// `data-theme` on the root; an app's accent colour (SYNC_THEME) comes in a second sheet. Logical properties
// only, so Arabic and Hebrew mirror by `dir` alone.

export const FRAME_CSS = `
:root {
  color-scheme: light;
  --bg: #ffffff;
  --fg: #18181b;
  --muted: #52525b;
  --line: #e4e4e7;
  --panel: #f4f4f5;
  --accent: #2563eb;
  --on-accent: #ffffff;
  --danger: #b91c1c;
  --warn-bg: #fef3c7;
  --warn-fg: #78350f;
  --radius: 12px;
  font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
}
:root[data-theme='dark'] {
  color-scheme: dark;
  --bg: #18181b;
  --fg: #f4f4f5;
  --muted: #a1a1aa;
  --line: #3f3f46;
  --panel: #27272a;
  --accent: #60a5fa;
  --on-accent: #0b1220;
  --danger: #fca5a5;
  --warn-bg: #422006;
  --warn-fg: #fde68a;
}
html, body { margin: 0; padding: 0; background: transparent; block-size: 100%; }
#portico-root { block-size: 100%; }
#portico-root:empty { display: none; }
.view {
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 10px;
  block-size: 100%;
  padding: 18px;
  background: var(--bg);
  color: var(--fg);
  overflow: hidden;
}
.view * { box-sizing: border-box; }
.view header { display: flex; flex-direction: column; gap: 4px; }
.view h1 { margin: 0; font-size: 17px; font-weight: 600; line-height: 1.3; }
.view h1:focus { outline: none; }
.subtle { margin: 0; color: var(--muted); font-size: 13px; overflow-wrap: anywhere; }
.text { margin: 0; }
.warning {
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: var(--warn-bg);
  color: var(--warn-fg);
  font-size: 13px;
}
.scroll {
  flex: 1 1 auto;
  min-block-size: 0;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: 10px;
  /* Room for focus outlines, which the scrolling box would clip. */
  padding: 3px;
  margin: -3px;
}
.details { margin: 0; display: flex; flex-direction: column; gap: 8px; }
.detail { display: flex; flex-direction: column; gap: 2px; min-inline-size: 0; }
.detail > dt { color: var(--muted); font-size: 12px; }
.detail > dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
.detail > dd.mono, .mono { font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace; font-size: 12.5px; }
.detail .details { padding-inline-start: 10px; border-inline-start: 2px solid var(--line); }
.meta { padding: 10px 12px; border-radius: 8px; background: var(--panel); }
.field { display: flex; flex-direction: column; gap: 4px; }
.field > span { font-size: 13px; color: var(--muted); }
.field input, .field textarea {
  font: inherit;
  padding: 8px 10px;
  border: 1px solid var(--line);
  border-radius: 8px;
  background: var(--bg);
  color: var(--fg);
}
.field input:focus-visible, .field textarea:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
.field textarea { resize: none; font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace; font-size: 12.5px; }
.error { margin: 0; color: var(--danger); font-size: 13px; }
.error:empty { display: none; }
.actions { display: flex; gap: 8px; margin-block-start: auto; }
.actions > button { flex: 1 1 0; }
.actions.stacked { flex-direction: column; }
.actions.stacked > button { flex: none; }
button {
  font: inherit;
  font-weight: 600;
  padding: 10px 14px;
  border-radius: var(--radius);
  border: 1px solid var(--line);
  background: var(--panel);
  color: var(--fg);
  cursor: pointer;
}
button.primary { background: var(--accent); border-color: var(--accent); color: var(--on-accent); }
button.link {
  align-self: center;
  padding: 2px 0;
  border: none;
  border-radius: 4px;
  background: none;
  color: var(--accent);
  font-weight: 500;
  text-decoration: underline;
}
button:disabled { opacity: 0.55; cursor: default; }
button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.passkeys, .methods { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 8px; }
.passkey, .method { display: flex; flex-direction: column; gap: 2px; padding: 10px 12px; border-radius: 8px; background: var(--panel); }
.passkey .row-actions, .method .row-actions { display: flex; gap: 14px; }
.passkey .row-actions > button.link, .method .row-actions > button.link { align-self: flex-start; }
.view h2 { margin: 8px 0 0; font-size: 14px; font-weight: 600; }
.view h2:empty { display: none; }
.link-buttons { display: flex; flex-direction: column; gap: 8px; }
.view > .subtle[role='status']:empty { display: none; }
.passkey-edit { display: flex; flex-direction: column; gap: 8px; }
button.danger { background: var(--danger); border-color: var(--danger); color: var(--bg); }
.secret { display: flex; flex-direction: column; gap: 4px; }
.secret-row { display: flex; gap: 8px; align-items: flex-start; }
.secret-value {
  flex: 1 1 auto;
  margin: 0;
  padding: 8px 10px;
  border-radius: 8px;
  background: var(--panel);
  overflow-wrap: anywhere;
  user-select: all;
}
.secret-row > button { flex: none; padding: 6px 10px; font-size: 13px; }
`

/** The theme variables the frame follows: an accent colour, when it is a valid CSS colour. */
const accentKeys = ['--portico-accent', '--w3m-accent', 'accent', 'accentColor']

/** The CSS that sets the app's accent colour, or '' when the variables name none (or an invalid one). */
export function accentRule(variables: Record<string, string | number> | undefined): string {
  const accent = accentKeys.map((key) => variables?.[key]).find((value) => typeof value === 'string')
  if (typeof accent !== 'string' || accent.length > 64 || /[;{}<>\\]/.test(accent)) return ''
  return CSS.supports('color', accent) ? `:root, :root[data-theme] { --accent: ${accent}; }` : ''
}
