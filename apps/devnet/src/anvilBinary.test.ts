import { execFileSync } from 'node:child_process'
import { expect, it } from 'vitest'
import { anvilBinary } from './anvilBinary.js'

it('finds the anvil binary shipped by @foundry-rs/anvil', () => {
  const path = anvilBinary()
  expect(path).toMatch(/@foundry-rs/)
  expect(execFileSync(path, ['--version'], { encoding: 'utf8' })).toMatch(/^anvil Version: \d+\.\d+\.\d+/)
})
