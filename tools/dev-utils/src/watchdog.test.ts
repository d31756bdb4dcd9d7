import { type ChildProcess, spawn } from 'node:child_process'
import { afterEach, expect, it } from 'vitest'
import { isProcessAlive as alive } from './processAlive.js'
import { startWatchdog } from './watchdog.js'

const spawned: ChildProcess[] = []
const sleeper = () => {
  const child = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' })
  spawned.push(child)
  return child
}

afterEach(() => {
  for (const child of spawned.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

it.skipIf(process.platform === 'win32')('kills the process groups once the parent is gone', async () => {
  const parent = sleeper()
  const group = sleeper()
  const watchdog = startWatchdog([group.pid!], { parentPid: parent.pid! })!
  spawned.push(watchdog)
  const groupExit = new Promise((resolve) => group.once('exit', (_code, signal) => resolve(signal)))
  const watchdogExit = new Promise((resolve) => watchdog.once('exit', resolve))
  watchdog.ref()
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(alive(group.pid!)).toBe(true)
  parent.kill('SIGKILL')
  expect(await groupExit).toBe('SIGKILL')
  await watchdogExit
})
