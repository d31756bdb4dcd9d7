import { css } from 'lit'

export const accountStyles = css`
  .profile {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: calc(var(--p-fs) * 0.6);
    padding: calc(var(--p-fs) * 0.4) 0 calc(var(--p-fs) * 0.8);
  }
  .profile portico-avatar {
    margin-bottom: calc(var(--p-fs) * 0.6);
  }
  .name-row {
    display: flex;
    align-items: center;
    gap: calc(var(--p-fs) * 0.2);
  }
  .name {
    font-size: calc(var(--p-fs) * 1.8);
    font-weight: 600;
    letter-spacing: -0.01em;
  }
  .email {
    max-width: 100%;
    overflow-wrap: anywhere;
    font-size: calc(var(--p-fs) * 1.3);
    color: var(--portico-foreground-muted);
  }
  .balance {
    font-size: calc(var(--p-fs) * 1.4);
    font-weight: 500;
    color: var(--portico-foreground-muted);
    font-variant-numeric: tabular-nums;
  }
  .pill {
    all: unset;
    display: inline-flex;
    align-items: center;
    gap: calc(var(--p-fs) * 0.6);
    margin-top: calc(var(--p-fs) * 0.4);
    padding-block: calc(var(--p-fs) * 0.5);
    padding-inline: calc(var(--p-fs) * 0.5) calc(var(--p-fs) * 1);
    border-radius: 999px;
    background: var(--portico-surface);
    box-shadow: inset 0 0 0 1px var(--portico-border);
    font-size: calc(var(--p-fs) * 1.2);
    font-weight: 600;
    cursor: pointer;
    transition: background-color 120ms ease;
  }
  .pill:hover {
    background: var(--portico-surface-hover);
  }
  .pill:focus-visible {
    outline: 2px solid var(--portico-accent);
    outline-offset: 2px;
  }
  .features {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 1fr;
    gap: calc(var(--p-fs) * 0.8);
  }
  /* Icon over label: a third of the dialog holds the label in every language without breaking a word. */
  .features portico-button::part(button) {
    flex-direction: column;
    gap: calc(var(--p-fs) * 0.3);
    height: auto;
    min-height: calc(var(--p-fs) * 5.6);
    padding: calc(var(--p-fs) * 0.8) calc(var(--p-fs) * 0.6);
    font-size: calc(var(--p-fs) * 1.3);
    text-align: center;
  }
  .panel {
    min-height: calc(var(--p-fs) * 16);
  }
  .footer {
    display: flex;
    flex-direction: column;
    gap: calc(var(--p-fs) * 0.8);
    margin-top: calc(var(--p-fs) * 0.4);
  }
`
