import { expect, test } from 'vitest'
import { type TraceEvent, topSelfTimes } from '../src/traceCosts.js'

const main = { pid: 1, tid: 7 }
const mark = (name: string, ts: number): TraceEvent => ({ name, ph: 'R', ts, ...main })
const span = (name: string, ts: number, dur: number, tid = main.tid): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid: 1,
  tid,
})

test('self time per event between the click and the paint: children subtracted, outside parts and other threads left out', () => {
  const events: TraceEvent[] = [
    { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
    mark('bench:click', 1000),
    mark('bench:painted', 2000),
    span('RunTask', 900, 700), // 900–1600, counted from 1000
    span('FunctionCall', 1100, 200), // inside RunTask
    span('Layout', 1700, 100),
    span('Paint', 1950, 200), // counted to 2000
    span('RunTask', 1200, 300, 8), // another thread
  ]
  const { byEvent, totalMs } = topSelfTimes([events])
  expect(Object.fromEntries(byEvent)).toEqual({ RunTask: 0.4, FunctionCall: 0.2, Layout: 0.1, Paint: 0.05 })
  expect(totalMs).toBeCloseTo(0.75)
})

test('a trace without the probe marks is refused', () => {
  expect(() => topSelfTimes([[span('RunTask', 0, 10)]])).toThrow('bench:click')
})
