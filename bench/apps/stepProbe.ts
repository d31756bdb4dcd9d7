// A probe for paths of more than one click (no dependencies, like probe.ts). Each step names the click it
// follows (1 = the first click on the page, 2 = the second…) and how to see that it happened; each animation
// frame after that click looks for it, and a task queued from the frame that finds it (after its paint) ends
// the measure `bench:<step>`, from that click. `window.__benchSteps` holds the durations in ms.

declare global {
  interface Window {
    /** Milliseconds from each step's click to the frame that painted the step, by step name. */
    __benchSteps?: Record<string, number>
  }
}

export type ProbeStep = {
  name: string
  /** Which click the step follows: 1 for the first click on the page. */
  click: number
  /** True once the step is in the DOM (or has focus). */
  done: () => boolean
}

/** Frames a step is looked for before it is given up (about 20 s at 60 Hz). */
const MAX_FRAMES = 1200

/** Times each step from its click to the frame that paints it. */
export function installStepProbe(steps: readonly ProbeStep[]): void {
  const results: Record<string, number> = {}
  window.__benchSteps = results
  let clicks = 0
  window.addEventListener(
    'click',
    () => {
      clicks += 1
      const clickMark = `bench:click${clicks}`
      performance.mark(clickMark)
      let pending = steps.filter((step) => step.click === clicks)
      let frames = 0
      const frame = () => {
        const found = pending.filter((step) => step.done())
        pending = pending.filter((step) => !found.includes(step))
        if (found.length > 0) {
          setTimeout(() => {
            for (const step of found) {
              performance.mark(`bench:${step.name}:painted`)
              results[step.name] = performance.measure(
                `bench:${step.name}`,
                clickMark,
                `bench:${step.name}:painted`,
              ).duration
            }
          }, 0)
        }
        frames += 1
        if (pending.length > 0 && frames < MAX_FRAMES) requestAnimationFrame(frame)
      }
      if (pending.length > 0) requestAnimationFrame(frame)
    },
    true,
  )
}

/** The focused element, looked up through open shadow roots, with the hosts on the way to it. */
export function deepFocus(): { element: Element | null; hosts: Element[] } {
  const hosts: Element[] = []
  let element = document.activeElement
  while (element?.shadowRoot?.activeElement) {
    hosts.push(element)
    element = element.shadowRoot.activeElement
  }
  return { element, hosts }
}
