import { css } from 'lit'

/** The heading and hint above the frame's box. */
export const frameViewStyles = css`
  .intro {
    display: flex;
    flex-direction: column;
    gap: calc(var(--p-fs) * 0.4);
    text-align: center;
  }
  .intro h3 {
    margin: 0;
    font-size: calc(var(--p-fs) * 1.5);
    font-weight: 600;
  }
  .intro p {
    margin: 0;
    font-size: calc(var(--p-fs) * 1.3);
    line-height: 1.45;
    color: var(--portico-foreground-muted);
  }
`
