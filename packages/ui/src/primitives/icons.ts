import { type SVGTemplateResult, svg } from 'lit'

// Icons drawn for Portico on a 24×24 grid, stroked with currentColor.

export const icons = {
  close: svg`<path d="M6 6l12 12M18 6L6 18" />`,
  back: svg`<path d="M15 5l-7 7 7 7" />`,
  chevronRight: svg`<path d="M9 5l7 7-7 7" />`,
  chevronDown: svg`<path d="M6 9l6 6 6-6" />`,
  copy: svg`<rect x="8.5" y="8.5" width="11" height="11" rx="2.5" /><path d="M15.5 5.5v-.5a2 2 0 0 0-2-2H6a2.5 2.5 0 0 0-2.5 2.5V13a2 2 0 0 0 2 2h.5" />`,
  check: svg`<path d="M5 12.5l4.5 4.5L19 7.5" />`,
  wallet: svg`<path d="M4 7.5A2.5 2.5 0 0 1 6.5 5h10A2.5 2.5 0 0 1 19 7.5V8" /><rect x="3.5" y="8" width="17" height="11" rx="2.5" /><circle cx="16" cy="13.5" r="1.2" fill="currentColor" stroke="none" />`,
  grid: svg`<rect x="4" y="4" width="6.5" height="6.5" rx="1.8" /><rect x="13.5" y="4" width="6.5" height="6.5" rx="1.8" /><rect x="4" y="13.5" width="6.5" height="6.5" rx="1.8" /><rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.8" />`,
  search: svg`<circle cx="11" cy="11" r="6.5" /><path d="M16 16l4 4" />`,
  arrowUp: svg`<path d="M12 19V5M6 11l6-6 6 6" />`,
  arrowDown: svg`<path d="M12 5v14M6 13l6 6 6-6" />`,
  arrowUpRight: svg`<path d="M7 17L17 7M9 7h8v8" />`,
  swap: svg`<path d="M7 4v16M3.5 7.5L7 4l3.5 3.5M17 20V4M13.5 16.5L17 20l3.5-3.5" />`,
  qr: svg`<rect x="4" y="4" width="6" height="6" rx="1.2" /><rect x="14" y="4" width="6" height="6" rx="1.2" /><rect x="4" y="14" width="6" height="6" rx="1.2" /><path d="M14 14h2.5v2.5H14zM17.5 17.5H20V20h-2.5zM14 19h1M19 14h1" />`,
  power: svg`<path d="M12 4v7" /><path d="M7.2 7.2a7 7 0 1 0 9.6 0" />`,
  globe: svg`<circle cx="12" cy="12" r="8" /><path d="M4 12h16M12 4c2.2 2.3 3.2 5 3.2 8s-1 5.7-3.2 8c-2.2-2.3-3.2-5-3.2-8s1-5.7 3.2-8z" />`,
  warning: svg`<path d="M12 4.5L3.5 19h17L12 4.5z" /><path d="M12 10v4" /><circle cx="12" cy="16.8" r=".6" fill="currentColor" />`,
  info: svg`<circle cx="12" cy="12" r="8.5" /><path d="M12 11v5" /><circle cx="12" cy="8" r=".6" fill="currentColor" />`,
  errorCircle: svg`<circle cx="12" cy="12" r="8.5" /><path d="M9 9l6 6M15 9l-6 6" />`,
  checkCircle: svg`<circle cx="12" cy="12" r="8.5" /><path d="M8 12.3l2.7 2.7L16 9.6" />`,
  external: svg`<path d="M13 5h6v6M19 5l-8 8" /><path d="M17 14v3.5A1.5 1.5 0 0 1 15.5 19h-9A1.5 1.5 0 0 1 5 17.5v-9A1.5 1.5 0 0 1 6.5 7H10" />`,
  image: svg`<rect x="4" y="4.5" width="16" height="15" rx="2.5" /><circle cx="9" cy="9.5" r="1.5" /><path d="M4.5 17l4.5-4.5 3.5 3.5 2.5-2.5 4.5 4.5" />`,
  clock: svg`<circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" />`,
  coins: svg`<ellipse cx="10" cy="7.5" rx="6" ry="3" /><path d="M4 7.5v4c0 1.7 2.7 3 6 3s6-1.3 6-3v-4" /><path d="M8 16.6c.6 1.6 3 2.9 6 2.9 3.3 0 6-1.3 6-3v-4c0-1.3-1.5-2.3-3.7-2.8" />`,
  refresh: svg`<path d="M19 12a7 7 0 1 1-2.1-5" /><path d="M19 4.5V9h-4.5" />`,
  plus: svg`<path d="M12 5v14M5 12h14" />`,
} satisfies Record<string, SVGTemplateResult>

export type IconName = keyof typeof icons
