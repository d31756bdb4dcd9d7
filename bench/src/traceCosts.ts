// Reads Chromium trace events (the JSON of `Tracing.dataCollected`): the renderer main thread's self time per
// event name between the probe's `bench:click` and `bench:painted` marks, and the V8 CPU profile's self time
// per JS function in the same window.

export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  id?: string
  args?: Record<string, unknown>
}

type ProfileNode = {
  id: number
  parent?: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
type ProfileChunk = { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }

export type TraceCosts = {
  /** [event name, ms] over every visit, largest first. */
  byEvent: [string, number][]
  /** [function (file:line), ms] over every visit, largest first. */
  byFunction: [string, number][]
  /** Main-thread time inside top-level tasks in the window, over every visit (ms). */
  totalMs: number
  /** [function, ms] counting a sample for every function on its stack, largest first. */
  byInclusive: [string, number][]
}

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)
const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1])

/** The window [click, painted] in trace microseconds and the renderer main thread that marked it. */
function clickWindow(events: readonly TraceEvent[]) {
  const click = events.find((event) => event.name === 'bench:click')
  const painted = events.find((event) => event.name === 'bench:painted')
  if (!click || !painted) throw new Error('the trace holds no bench:click / bench:painted marks')
  const main = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === click.pid &&
      event.args?.name === 'CrRendererMain',
  )
  return { start: click.ts, end: painted.ts, pid: click.pid, tid: main?.tid ?? click.tid }
}

/** Self time per complete ('X') event name on one thread within [start, end]. */
function eventSelfTimes(
  events: readonly TraceEvent[],
  window: ReturnType<typeof clickWindow>,
  into: Map<string, number>,
) {
  const spans = events
    .filter((event) => event.ph === 'X' && event.pid === window.pid && event.tid === window.tid && event.dur)
    .map((event) => ({
      name: event.name,
      start: Math.max(event.ts, window.start),
      end: Math.min(event.ts + (event.dur ?? 0), window.end),
    }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start || b.end - a.end)
  let total = 0
  const stack: { name: string; end: number; self: number }[] = []
  const close = (until: number) => {
    while (stack.length > 0 && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!
      add(into, done.name, done.self / 1000)
    }
  }
  for (const span of spans) {
    close(span.start)
    const parent = stack[stack.length - 1]
    const length = span.end - span.start
    if (parent) parent.self -= length
    else total += length
    stack.push({ name: span.name, end: span.end, self: length })
  }
  close(Number.POSITIVE_INFINITY)
  return total / 1000
}

/** Self time per JS function from the V8 sampling profiler's chunks within [start, end]. */
function functionSelfTimes(
  events: readonly TraceEvent[],
  window: ReturnType<typeof clickWindow>,
  into: Map<string, number>,
  inclusive?: Map<string, number>,
) {
  const profileStart = events.find((event) => event.name === 'Profile' && event.pid === window.pid)
  if (!profileStart) return
  const names = new Map<number, string>()
  const parents = new Map<number, number>()
  let time = (profileStart.args?.data as { startTime?: number } | undefined)?.startTime ?? profileStart.ts
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== window.pid || event.id !== profileStart.id) continue
    const chunk = event.args?.data as ProfileChunk | undefined
    for (const node of chunk?.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber } = node.callFrame
      const file = url ? url.slice(url.lastIndexOf('/') + 1) : ''
      if (node.parent !== undefined) parents.set(node.id, node.parent)
      names.set(
        node.id,
        file ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` : functionName || '(program)',
      )
    }
    const samples = chunk?.cpuProfile?.samples ?? []
    const deltas = chunk?.timeDeltas ?? []
    for (let index = 0; index < samples.length; index += 1) {
      const delta = deltas[index] ?? 0
      time += delta
      if (time < window.start || time > window.end) continue
      add(into, names.get(samples[index]!) ?? '(unknown)', delta / 1000)
      if (inclusive) {
        const seen = new Set<string>()
        for (let id: number | undefined = samples[index]!; id !== undefined; id = parents.get(id)) {
          const name = names.get(id) ?? '(unknown)'
          if (!seen.has(name)) add(inclusive, name, delta / 1000)
          seen.add(name)
        }
      }
    }
  }
}

/** Main-thread self time per trace event and per JS function, summed over the visits' traces. */
export function topSelfTimes(visits: readonly (readonly TraceEvent[])[]): TraceCosts {
  const byEvent = new Map<string, number>()
  const byFunction = new Map<string, number>()
  const byInclusive = new Map<string, number>()
  let totalMs = 0
  for (const events of visits) {
    const window = clickWindow(events)
    totalMs += eventSelfTimes(events, window, byEvent)
    functionSelfTimes(events, window, byFunction, byInclusive)
  }
  return {
    byInclusive: sorted(byInclusive),
    byEvent: sorted(byEvent),
    byFunction: sorted(byFunction).filter(([name]) => name !== '(idle)'),
    totalMs,
  }
}
