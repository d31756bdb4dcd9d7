import { expect, test } from 'vitest'
import * as encoding from './encoding.js'
import * as history from './history.js'
import * as exports from './index.js'
import * as names from './names.js'
import * as onramp from './onramp.js'
import * as send from './send.js'
import * as sessions from './sessions.js'
import * as swap from './swap.js'
import * as testing from './testing.js'

test('public exports', () => {
  expect(Object.keys(exports).sort()).toMatchSnapshot()
})

test.each(Object.entries({ swap, send, onramp, history, names, encoding, sessions, testing }))(
  'public exports of @portico/core/%s',
  (_name, entry) => {
    expect(Object.keys(entry).sort()).toMatchSnapshot()
  },
)

test('each name has one home: no feature entry repeats a name of the main entry or of another feature', () => {
  const entries = [exports, swap, send, onramp, history, names, encoding, sessions, testing].map((entry) =>
    Object.keys(entry),
  )
  const all = entries.flat()
  expect(all.filter((name, index) => all.indexOf(name) !== index)).toEqual([])
})
