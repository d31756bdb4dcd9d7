import { expect, test } from 'vitest'
import * as idp from './index.js'

// The public names: an accidental change to what tests and the demo import fails here.
test('exports exactly its names', () => {
  expect(Object.keys(idp).sort()).toEqual(['IdpOptionsError', 'defaultUsers', 'startIdp'])
})
