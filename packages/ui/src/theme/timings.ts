/** The modal's animation durations, in ms: header text, body height, view transition and shake. */
export const timings = {
  header: 120,
  height: 150,
  view: 150,
  shake: 500,
} as const

/** Toasts stay this long (ms) unless they are loading toasts. */
export const TOAST_DURATION = 2500

/** True when the person asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}
