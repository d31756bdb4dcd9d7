import { css } from 'lit'

/** The page-level buttons (themed on their own host, like the modal). */
export const pageButtonStyles = css`
  /* A box of the button's own size, as a <button> is: a flex or grid parent (stretch by default) must not
     widen or heighten it, or a click on the element's centre would land beside its button. */
  :host {
    display: inline-flex;
    width: fit-content;
    height: fit-content;
    max-width: 100%;
    font-size: var(--p-fs);
  }
  :host([data-locale-pending]) {
    visibility: hidden;
  }
  button {
    all: unset;
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    gap: calc(var(--p-fs) * 0.8);
    height: calc(var(--p-fs) * 4);
    padding: 0 calc(var(--p-fs) * 1.6);
    border-radius: 999px;
    font-family: var(--portico-font-family);
    font-size: calc(var(--p-fs) * 1.4);
    font-weight: 600;
    white-space: nowrap;
    cursor: pointer;
    transition:
      background-color 120ms ease,
      box-shadow 120ms ease;
  }
  button.primary {
    background: var(--portico-accent);
    color: var(--portico-accent-foreground);
  }
  button.primary:hover {
    background: color-mix(in srgb, var(--portico-accent) 88%, white);
  }
  button.surface {
    padding-block: 0;
    padding-inline: calc(var(--p-fs) * 0.4) calc(var(--p-fs) * 1.2);
    background: var(--portico-surface);
    color: var(--portico-foreground);
    box-shadow: inset 0 0 0 1px var(--portico-border);
  }
  button.surface:hover {
    background: var(--portico-surface-hover);
  }
  button:focus-visible {
    outline: 2px solid var(--portico-accent);
    outline-offset: 2px;
  }
  .muted {
    color: var(--portico-foreground-muted);
    font-weight: 500;
    font-variant-numeric: tabular-nums;
  }
`
