import { css } from 'lit'

/** The on-ramp views: provider rows, the selects and method chips of the form, the checkout states. */
export const onrampStyles = css`
  .providers {
    display: flex;
    flex-direction: column;
    gap: calc(var(--p-fs) * 0.8);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .provider {
    all: unset;
    box-sizing: border-box;
    display: flex;
    align-items: center;
    gap: calc(var(--p-fs) * 1.2);
    width: 100%;
    padding: calc(var(--p-fs) * 1.2);
    border-radius: calc(var(--p-r) * 4);
    background: var(--portico-surface);
    cursor: pointer;
    transition: background-color 120ms ease;
  }
  .provider:hover {
    background: var(--portico-surface-hover);
  }
  .provider:focus-visible,
  .chip:focus-visible,
  .select:focus-within,
  .link:focus-visible {
    outline: 2px solid var(--portico-accent);
    outline-offset: 2px;
  }
  .provider .text {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 0.3em;
  }
  .provider strong {
    font-size: calc(var(--p-fs) * 1.45);
    font-weight: 600;
  }
  .provider .description {
    font-size: calc(var(--p-fs) * 1.2);
    line-height: 1.4;
    color: var(--portico-foreground-muted);
  }
  .fees {
    flex: none;
    align-self: flex-start;
    padding: 0.3em 0.7em;
    border-radius: calc(var(--p-r) * 1.5);
    font-size: calc(var(--p-fs) * 1.1);
    font-weight: 600;
    white-space: nowrap;
    color: var(--portico-accent-text);
    background: color-mix(in srgb, var(--portico-accent) 14%, transparent);
  }
  .via {
    display: flex;
    align-items: center;
    gap: calc(var(--p-fs) * 0.6);
    padding: 0 calc(var(--p-fs) * 0.4);
    font-size: calc(var(--p-fs) * 1.3);
    color: var(--portico-foreground-muted);
  }
  .select {
    position: relative;
    display: inline-flex;
    align-items: center;
    flex: none;
    border-radius: 999px;
    background: var(--portico-background);
    box-shadow: inset 0 0 0 1px var(--portico-border);
  }
  .select select {
    all: unset;
    box-sizing: border-box;
    height: calc(var(--p-fs) * 3.6);
    line-height: calc(var(--p-fs) * 3.6);
    padding-inline: calc(var(--p-fs) * 1.2) calc(var(--p-fs) * 3);
    font-size: calc(var(--p-fs) * 1.4);
    font-weight: 600;
    color: var(--portico-foreground);
    cursor: pointer;
  }
  .select select option {
    color: initial;
  }
  .select portico-icon {
    position: absolute;
    inset-inline-end: calc(var(--p-fs) * 1);
    pointer-events: none;
    color: var(--portico-foreground-muted);
  }
  .methods {
    display: flex;
    gap: calc(var(--p-fs) * 0.8);
    margin: 0;
    padding: 0;
    border: 0;
  }
  .methods legend {
    padding: 0;
  }
  .chip {
    all: unset;
    box-sizing: border-box;
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: calc(var(--p-fs) * 0.6);
    height: calc(var(--p-fs) * 3.6);
    border-radius: calc(var(--p-r) * 3);
    background: var(--portico-surface);
    box-shadow: inset 0 0 0 1px var(--portico-border);
    font-size: calc(var(--p-fs) * 1.3);
    font-weight: 600;
    color: var(--portico-foreground-muted);
    cursor: pointer;
  }
  .chip[aria-checked='true'] {
    color: var(--portico-accent-text);
    background: color-mix(in srgb, var(--portico-accent) 12%, transparent);
    box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--portico-accent) 60%, transparent);
  }
  .details .total dt,
  .details .total dd {
    color: var(--portico-foreground);
    font-weight: 700;
  }
  .notice {
    margin: 0;
    font-size: calc(var(--p-fs) * 1.2);
    line-height: 1.4;
    text-align: center;
    color: var(--portico-foreground-muted);
  }
  .success {
    background: color-mix(in srgb, var(--portico-success) 14%, transparent);
    color: var(--portico-success);
  }
  .failure {
    background: color-mix(in srgb, var(--portico-error) 14%, transparent);
    color: var(--portico-error);
  }
  .link {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--p-fs) * 0.5);
    font-size: calc(var(--p-fs) * 1.4);
    font-weight: 600;
    color: var(--portico-accent-text);
    text-decoration: none;
    border-radius: calc(var(--p-r) * 2);
  }
  .link:hover {
    text-decoration: underline;
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: calc(var(--p-fs) * 0.8);
    width: 100%;
  }
`
