import { LitElement } from 'lit'
import { afterEach, describe, expect, test } from 'vitest'
import { LatestCallController } from './LatestCallController.js'

class LatestHost extends LitElement {
  readonly latest = new LatestCallController(this)
}
customElements.define('latest-call-host', LatestHost)

const hosts: LatestHost[] = []
const mount = () => {
  const host = document.createElement('latest-call-host') as LatestHost
  document.body.append(host)
  hosts.push(host)
  return host
}
afterEach(() => {
  for (const host of hosts.splice(0)) host.remove()
})

/** A call whose answer arrives when the test says so, then counts only if it is still the latest. */
function slowCall(host: LatestHost) {
  const isLatest = host.latest.start()
  let answer!: () => void
  const done = new Promise<boolean>((resolve) => {
    answer = () => resolve(isLatest())
  })
  return { answer, done }
}

describe('LatestCallController', () => {
  test('a newer call makes the earlier answer stale; the newest counts', async () => {
    const host = mount()
    const first = slowCall(host)
    const second = slowCall(host)
    second.answer()
    first.answer()
    expect(await first.done).toBe(false)
    expect(await second.done).toBe(true)
  })

  test('cancel() makes a running call stale without starting another', async () => {
    const host = mount()
    const call = slowCall(host)
    host.latest.cancel()
    call.answer()
    expect(await call.done).toBe(false)
  })

  test('the view leaving the page makes its running call stale; a call after it returns counts', async () => {
    const host = mount()
    const before = slowCall(host)
    host.remove()
    before.answer()
    expect(await before.done).toBe(false)
    document.body.append(host)
    const after = slowCall(host)
    after.answer()
    expect(await after.done).toBe(true)
  })
})
