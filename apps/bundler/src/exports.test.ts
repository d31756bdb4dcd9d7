import { expect, test } from 'vitest'
import * as bundler from './index.js'

// The public names: an accidental change to what tests and the demo import fails here.
test('exports exactly its names', () => {
  expect(Object.keys(bundler).sort()).toEqual([
    'BundlerOptionsError',
    'BundlerRpcError',
    'ExecutionRevertedError',
    'InternalError',
    'InvalidParamsError',
    'InvalidRequestError',
    'MAX_BODY_BYTES',
    'MethodNotFoundError',
    'OutOfTimeRangeError',
    'ParseError',
    'SignatureValidationError',
    'ValidationRevertedError',
    'startBundler',
    'startDevnetBundler',
  ])
})
