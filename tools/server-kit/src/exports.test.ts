import { expect, test } from 'vitest'
import * as cli from './cli/index.js'
import * as db from './db/index.js'
import * as http from './http/index.js'
import * as all from './index.js'

// The public names of each entry: an accidental change to what the services import fails here.

test('each entry exports exactly its names; the root exports all of them', () => {
  expect(Object.keys(cli).sort()).toEqual(['refuse', 'runUntilSignal'])
  expect(Object.keys(db).sort()).toEqual([
    'DataDirInUseError',
    'isUniqueViolation',
    'lockDataDir',
    'migrate',
    'openDatabase',
  ])
  expect(Object.keys(http).sort()).toEqual([
    'PROJECT_REQUESTS_PER_CLIENT',
    'ValidationError',
    'bodyLimit',
    'clientIp',
    'createPostgresRateLimiter',
    'createRateLimiter',
    'dataCsp',
    'isUnstorableText',
    'jsonBody',
    'maxJsonDepth',
    'nestsDeeperThan',
    'originAllowed',
    'parseOrigin',
    'refusal',
    'requestHeader',
    'securityHeaders',
    'validate',
  ])
  expect(Object.keys(all).sort()).toEqual(
    [...Object.keys(cli), ...Object.keys(db), ...Object.keys(http)].sort(),
  )
})
