import { css } from 'lit'

// Shared styles. Sizes are multiples of the master font size and radius (theme variables).

/** Box sizing, fonts and the focus ring every component shares. */
export const baseStyles = css`
  :host {
    box-sizing: border-box;
    font-family: var(--portico-font-family);
    color: var(--portico-foreground);
    -webkit-font-smoothing: antialiased;
    --p-fs: var(--portico-font-size-master, 10px);
    --p-r: var(--portico-border-radius-master, 4px);
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  :focus-visible {
    outline: 2px solid var(--portico-accent);
    outline-offset: 2px;
  }
  [hidden] {
    display: none !important;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`

/** Text scale: title, body, small, tiny. */
export const textStyles = css`
  .title {
    font-size: calc(var(--p-fs) * 1.6);
    font-weight: 600;
    letter-spacing: -0.01em;
  }
  .body {
    font-size: calc(var(--p-fs) * 1.4);
    font-weight: 500;
  }
  .small {
    font-size: calc(var(--p-fs) * 1.2);
    font-weight: 500;
  }
  .muted {
    color: var(--portico-foreground-muted);
  }
  .error {
    color: var(--portico-error);
  }
`
