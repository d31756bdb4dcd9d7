import { css, unsafeCSS } from 'lit'
import { timings } from '../theme/timings.js'

const ms = (value: number) => unsafeCSS(`${value}ms`)

/** The modal's frame: overlay, 360px card, header, animated body, toasts. */
export const modalStyles = css`
  :host {
    --p-header-ms: ${ms(timings.header)};
    --p-height-ms: ${ms(timings.height)};
    --p-view-ms: ${ms(timings.view)};
    --p-shake-ms: ${ms(timings.shake)};
    font-size: var(--p-fs);
  }
  .overlay {
    position: fixed;
    inset: 0;
    z-index: var(--portico-z-index, 999);
    display: flex;
    align-items: center;
    justify-content: center;
    padding: calc(var(--p-fs) * 2);
    background: var(--portico-overlay);
    animation: fade var(--p-view-ms) ease both;
  }
  /* Built ahead while closed: laid out but not shown, its entry animations held until it opens. */
  .overlay[hidden] {
    display: flex;
    visibility: hidden;
  }
  .overlay[hidden],
  .overlay[hidden] .dialog,
  .overlay[hidden] h2,
  .overlay[hidden] .view {
    animation: none;
  }
  .dialog {
    position: relative;
    width: 360px;
    max-width: 100%;
    max-height: calc(100dvh - var(--p-fs) * 4);
    display: flex;
    flex-direction: column;
    border-radius: calc(var(--p-r) * 9);
    background: var(--portico-background);
    color: var(--portico-foreground);
    box-shadow:
      0 0 0 1px var(--portico-border),
      0 24px 64px rgba(0, 0, 0, 0.35);
    outline: none;
    overflow: hidden;
    animation: rise var(--p-view-ms) ease both;
  }
  .dialog.shake {
    animation: shake var(--p-shake-ms) cubic-bezier(0.36, 0.07, 0.19, 0.97) both;
  }
  /* Less motion asked for: a refused close does not move the dialog; its outline flashes instead. */
  @media (prefers-reduced-motion: reduce) {
    .dialog.shake {
      animation: none;
      outline: 2px solid var(--portico-accent);
      outline-offset: 2px;
    }
  }
  header {
    display: grid;
    grid-template-columns: calc(var(--p-fs) * 3.6) 1fr calc(var(--p-fs) * 3.6);
    align-items: center;
    gap: calc(var(--p-fs) * 0.8);
    padding: calc(var(--p-fs) * 1.4) calc(var(--p-fs) * 1.4) calc(var(--p-fs) * 0.6);
  }
  h2 {
    margin: 0;
    text-align: center;
    font-size: calc(var(--p-fs) * 1.6);
    font-weight: 600;
    letter-spacing: -0.01em;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    animation: fade var(--p-header-ms) ease both;
  }
  .body {
    overflow: hidden;
    transition: height var(--p-height-ms) ease;
  }
  .content {
    max-height: calc(100dvh - var(--p-fs) * 12);
    overflow-y: auto;
    overscroll-behavior: contain;
    scrollbar-width: thin;
  }
  .view {
    animation: enter var(--p-view-ms) ease both;
  }
  .alert {
    padding: 0 calc(var(--p-fs) * 1.4) calc(var(--p-fs) * 0.8);
  }
  .pending {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: calc(var(--p-fs) * 20);
  }
  .toasts {
    position: fixed;
    /* Centred, the same in either direction. */
    left: 50%;
    bottom: calc(var(--p-fs) * 2.4);
    z-index: calc(var(--portico-z-index, 999) + 1);
    transform: translateX(-50%);
    pointer-events: none;
  }
  .toasts portico-toast {
    pointer-events: auto;
    animation: toast-in var(--p-view-ms) ease both;
  }
  @media (max-width: 430px) {
    .overlay {
      align-items: flex-end;
      padding: 0;
    }
    .dialog {
      width: 100%;
      border-radius: calc(var(--p-r) * 9) calc(var(--p-r) * 9) 0 0;
    }
  }
  @keyframes fade {
    from {
      opacity: 0;
    }
  }
  @keyframes rise {
    from {
      opacity: 0;
      transform: translateY(8px) scale(0.98);
    }
  }
  @keyframes enter {
    from {
      opacity: 0;
      transform: translateX(6px);
    }
  }
  @keyframes toast-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
  }
  @keyframes shake {
    10%,
    90% {
      transform: translateX(-2px);
    }
    20%,
    80% {
      transform: translateX(4px);
    }
    30%,
    50%,
    70% {
      transform: translateX(-6px);
    }
    40%,
    60% {
      transform: translateX(6px);
    }
  }
`
