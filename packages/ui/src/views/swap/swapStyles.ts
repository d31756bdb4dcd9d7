import { css } from 'lit'

/** What Swap adds to Send's cards: the read-only destination, the details list and the settings. */
export const swapStyles = css`
  .received {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: calc(var(--p-fs) * 0.8);
    min-height: calc(var(--p-fs) * 4.4);
  }
  .received output {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    font-size: calc(var(--p-fs) * 2.2);
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .received output.placeholder {
    color: var(--portico-foreground-muted);
  }
  .label {
    font-size: calc(var(--p-fs) * 1.2);
    font-weight: 600;
    color: var(--portico-foreground-muted);
  }
  .switch {
    all: unset;
    display: flex;
    padding: calc(var(--p-fs) * 0.6);
    border-radius: calc(var(--p-r) * 3);
    background: var(--portico-background);
    box-shadow: 0 0 0 1px var(--portico-border);
    color: var(--portico-foreground);
    cursor: pointer;
  }
  .switch:hover {
    background: var(--portico-surface-hover);
  }
  .switch:focus-visible,
  .setting:focus-visible,
  .chip:focus-visible {
    outline: 2px solid var(--portico-accent);
    outline-offset: 2px;
  }
  .details {
    display: flex;
    flex-direction: column;
    gap: calc(var(--p-fs) * 0.8);
    margin: 0;
    padding: calc(var(--p-fs) * 1) calc(var(--p-fs) * 1.2);
    border-radius: calc(var(--p-r) * 3);
    background: var(--portico-surface);
    font-size: calc(var(--p-fs) * 1.3);
  }
  .details div {
    display: flex;
    justify-content: space-between;
    gap: calc(var(--p-fs) * 0.8);
  }
  .details dt {
    color: var(--portico-foreground-muted);
  }
  /* A formula such as '1 ETH ≈ 2,961.474 USDC' keeps its order in right-to-left text: each term takes the
     direction of its own first letter. */
  .details dt,
  .details dd {
    unicode-bidi: plaintext;
  }
  .details dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  .setting {
    all: unset;
    display: inline-flex;
    align-items: center;
    gap: calc(var(--p-fs) * 0.4);
    font-weight: 600;
    cursor: pointer;
    color: var(--portico-accent-text);
  }
  .settings {
    display: flex;
    flex-direction: column;
    gap: calc(var(--p-fs) * 0.8);
    padding: calc(var(--p-fs) * 1) calc(var(--p-fs) * 1.2);
    border-radius: calc(var(--p-r) * 3);
    box-shadow: inset 0 0 0 1px var(--portico-border);
  }
  .settings p {
    margin: 0;
    font-size: calc(var(--p-fs) * 1.2);
    color: var(--portico-foreground-muted);
    line-height: 1.4;
  }
  .chips {
    display: flex;
    gap: calc(var(--p-fs) * 0.6);
    align-items: center;
  }
  .chip {
    all: unset;
    padding: calc(var(--p-fs) * 0.6) calc(var(--p-fs) * 1.2);
    border-radius: 999px;
    font-size: calc(var(--p-fs) * 1.3);
    font-weight: 600;
    background: var(--portico-surface);
    cursor: pointer;
  }
  .chip[aria-pressed='true'] {
    background: var(--portico-accent);
    color: var(--portico-accent-foreground, #fff);
  }
  .chips portico-input {
    flex: 1;
    min-width: 0;
  }
  .pair {
    display: flex;
    flex-direction: column;
    gap: calc(var(--p-fs) * 0.4);
    align-items: center;
    padding: calc(var(--p-fs) * 1.6) 0 calc(var(--p-fs) * 0.8);
    text-align: center;
  }
  .pair strong {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--p-fs) * 0.8);
    font-size: calc(var(--p-fs) * 2);
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .pair span {
    font-size: calc(var(--p-fs) * 1.3);
    color: var(--portico-foreground-muted);
  }
  .actions {
    display: grid;
    grid-template-columns: 1fr 2fr;
    gap: calc(var(--p-fs) * 0.8);
  }
`
