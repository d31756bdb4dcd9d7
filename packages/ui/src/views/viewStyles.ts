import { css } from 'lit'

/** Layout shared by the views: padding, stacks, empty and status blocks. */
export const viewStyles = css`
  :host {
    display: block;
  }
  .view {
    display: flex;
    flex-direction: column;
    gap: calc(var(--p-fs) * 0.8);
    padding: calc(var(--p-fs) * 0.8) calc(var(--p-fs) * 1.4) calc(var(--p-fs) * 1.6);
  }
  .stack {
    display: flex;
    flex-direction: column;
    gap: calc(var(--p-fs) * 0.8);
  }
  .section-label {
    margin: calc(var(--p-fs) * 0.8) 0 0;
    padding: 0 calc(var(--p-fs) * 0.4);
    font-size: calc(var(--p-fs) * 1.2);
    font-weight: 600;
    color: var(--portico-foreground-muted);
  }
  .status {
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
    gap: calc(var(--p-fs) * 1.2);
    padding: calc(var(--p-fs) * 2.4) calc(var(--p-fs) * 1.6);
  }
  .status h3 {
    margin: 0;
    font-size: calc(var(--p-fs) * 1.6);
    font-weight: 600;
  }
  .status p {
    margin: 0;
    font-size: calc(var(--p-fs) * 1.4);
    line-height: 1.45;
    color: var(--portico-foreground-muted);
  }
  .empty {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: calc(var(--p-fs) * 0.6);
    padding: calc(var(--p-fs) * 3.2) calc(var(--p-fs) * 1.6);
    text-align: center;
  }
  .empty .badge {
    display: flex;
    align-items: center;
    justify-content: center;
    width: calc(var(--p-fs) * 4.8);
    height: calc(var(--p-fs) * 4.8);
    margin-bottom: calc(var(--p-fs) * 0.6);
    border-radius: 50%;
    background: var(--portico-surface);
    color: var(--portico-foreground-muted);
  }
  .empty strong {
    font-size: calc(var(--p-fs) * 1.4);
    font-weight: 600;
  }
  .empty span {
    font-size: calc(var(--p-fs) * 1.3);
    color: var(--portico-foreground-muted);
    line-height: 1.4;
  }
  .icon-tile {
    display: flex;
    align-items: center;
    justify-content: center;
    width: calc(var(--p-fs) * 4);
    height: calc(var(--p-fs) * 4);
    border-radius: 28%;
    background: color-mix(in srgb, var(--portico-accent) 14%, transparent);
    color: var(--portico-accent);
  }
  .center-loading {
    display: flex;
    justify-content: center;
    padding: calc(var(--p-fs) * 3.2) 0;
  }
`
