import { css } from 'lit'

export const sendStyles = css`
  .card {
    display: flex;
    flex-direction: column;
    gap: calc(var(--p-fs) * 1);
    padding: calc(var(--p-fs) * 1.2);
    border-radius: calc(var(--p-r) * 5);
    background: color-mix(in srgb, var(--portico-surface) 55%, transparent);
    box-shadow: inset 0 0 0 1px var(--portico-border);
  }
  .token {
    all: unset;
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    gap: calc(var(--p-fs) * 0.6);
    height: calc(var(--p-fs) * 3.6);
    padding-block: 0;
    padding-inline: calc(var(--p-fs) * 0.5) calc(var(--p-fs) * 1);
    border-radius: 999px;
    background: var(--portico-background);
    box-shadow: inset 0 0 0 1px var(--portico-border);
    font-size: calc(var(--p-fs) * 1.4);
    font-weight: 600;
    cursor: pointer;
    white-space: nowrap;
  }
  .token:hover {
    background: var(--portico-surface-hover);
  }
  .token:focus-visible,
  .max:focus-visible {
    outline: 2px solid var(--portico-accent);
    outline-offset: 2px;
  }
  .meta > span:last-child {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--p-fs) * 0.6);
  }
  .max {
    all: unset;
    padding: calc(var(--p-fs) * 0.4) calc(var(--p-fs) * 0.8);
    border-radius: calc(var(--p-r) * 2);
    font-size: calc(var(--p-fs) * 1.2);
    font-weight: 700;
    color: var(--portico-accent-text);
    background: color-mix(in srgb, var(--portico-accent) 14%, transparent);
    cursor: pointer;
  }
  .max:hover {
    background: color-mix(in srgb, var(--portico-accent) 22%, transparent);
  }
  .meta {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: calc(var(--p-fs) * 0.8);
    font-size: calc(var(--p-fs) * 1.2);
    color: var(--portico-foreground-muted);
    font-variant-numeric: tabular-nums;
  }
  .arrow {
    display: flex;
    justify-content: center;
    margin: calc(var(--p-fs) * -1.6) 0;
    position: relative;
    z-index: 1;
  }
  .arrow span {
    display: flex;
    padding: calc(var(--p-fs) * 0.6);
    border-radius: calc(var(--p-r) * 3);
    background: var(--portico-background);
    box-shadow: 0 0 0 1px var(--portico-border);
    color: var(--portico-foreground-muted);
  }
  .resolved {
    display: flex;
    align-items: center;
    gap: calc(var(--p-fs) * 0.6);
    font-size: calc(var(--p-fs) * 1.2);
    color: var(--portico-foreground-muted);
  }
  .resolved portico-icon {
    color: var(--portico-success);
  }
  .fee {
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: calc(var(--p-fs) * 1) calc(var(--p-fs) * 1.2);
    border-radius: calc(var(--p-r) * 3);
    background: var(--portico-surface);
    font-size: calc(var(--p-fs) * 1.3);
  }
  .fee span:first-child {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--p-fs) * 0.6);
    color: var(--portico-foreground-muted);
  }
  .fee strong {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .form-error {
    margin: 0;
    text-align: center;
    font-size: calc(var(--p-fs) * 1.3);
    color: var(--portico-error);
  }
`
