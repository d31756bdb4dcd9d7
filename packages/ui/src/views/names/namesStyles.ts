import { css } from 'lit'

/** The name form and its success view. */
export const namesStyles = css`
  .intro {
    margin: 0;
    font-size: calc(var(--p-fs) * 1.3);
    line-height: 1.45;
    color: var(--portico-foreground-muted);
  }
  .suffix {
    font-size: calc(var(--p-fs) * 1.4);
    font-weight: 500;
    color: var(--portico-foreground-muted);
    white-space: nowrap;
  }
  .availability {
    display: flex;
    align-items: center;
    gap: calc(var(--p-fs) * 0.6);
    min-height: calc(var(--p-fs) * 2);
    margin: 0;
    font-size: calc(var(--p-fs) * 1.2);
    color: var(--portico-foreground-muted);
  }
  .availability.available {
    color: var(--portico-success);
  }
  .availability.taken {
    color: var(--portico-error);
  }
  .suggestions {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--p-fs) * 0.6);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .suggestions button {
    all: unset;
    box-sizing: border-box;
    padding: calc(var(--p-fs) * 0.5) calc(var(--p-fs) * 1);
    border-radius: 999px;
    background: var(--portico-surface);
    box-shadow: inset 0 0 0 1px var(--portico-border);
    font-size: calc(var(--p-fs) * 1.2);
    font-weight: 500;
    color: var(--portico-foreground);
    cursor: pointer;
  }
  .suggestions button:hover {
    box-shadow: inset 0 0 0 1px var(--portico-accent);
  }
  .suggestions button:focus-visible {
    outline: 2px solid var(--portico-accent);
    outline-offset: 2px;
  }
  .form-error {
    margin: 0;
    text-align: center;
    font-size: calc(var(--p-fs) * 1.3);
    color: var(--portico-error);
  }
  .registered-name {
    font-size: calc(var(--p-fs) * 1.8);
    font-weight: 600;
    word-break: break-all;
  }
  .done {
    color: var(--portico-success);
  }
`
