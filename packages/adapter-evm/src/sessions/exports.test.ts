import { expect, test } from 'vitest'
import * as sessions from './index.js'

test('the public names of @portico/adapter-evm/sessions', () => {
  expect(Object.keys(sessions).sort()).toEqual([
    'SESSION_PERMISSION_TYPES',
    'SESSION_RULE_TYPES',
    'SessionRequestError',
    'createSessionDelegation',
    'decodePermissionContext',
    'delegationHash',
    'delegationSigningHash',
    'delegationTypedData',
    'describeSessionDelegation',
    'disableSessionData',
    'encodePermissionContext',
    'parseSessionRequests',
    'permissionResponse',
    'readSessionState',
    'redeemSessionData',
    'sendWithSession',
  ])
})
