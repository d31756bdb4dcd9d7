import { css } from 'lit'

export const allWalletsStyles = css`
  .grid {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: calc(var(--p-fs) * 0.6);
    margin-top: calc(var(--p-fs) * 0.4);
  }
  .card {
    all: unset;
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: calc(var(--p-fs) * 0.7);
    min-width: 0;
    padding: calc(var(--p-fs) * 1) calc(var(--p-fs) * 0.4) calc(var(--p-fs) * 0.9);
    border-radius: calc(var(--p-r) * 4);
    background: var(--portico-surface);
    cursor: pointer;
    transition: background-color 120ms ease;
  }
  .card:hover {
    background: var(--portico-surface-hover);
  }
  .card:focus-visible {
    outline: 2px solid var(--portico-accent);
    outline-offset: 1px;
  }
  .name {
    max-width: 100%;
    font-size: calc(var(--p-fs) * 1.2);
    font-weight: 500;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .sentinel {
    height: 1px;
  }
`
