import { expect, test } from 'vitest'
import * as exports from './index.js'

test('public exports', () => {
  expect(Object.keys(exports).sort()).toMatchSnapshot()
})
