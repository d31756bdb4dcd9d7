import { expect, test } from 'vitest'
import * as exports from './index.js'
import * as protocol from './protocol.js'

test('public exports', () => {
  expect(Object.keys(exports).sort()).toMatchSnapshot()
  expect(Object.keys(protocol).sort()).toMatchSnapshot()
})
