// @vitest-environment node
// The wallet frame in Chromium, served by the real service with its mail catcher, inside a plain app page on
// another origin that talks to it with postMessage (the page is the test's driver, written the way the kit
// talks). One user signs up, sets a recovery password, signs, rejects, exports; a second device recovers.
// One world for the whole walk; its steps live in frame/test/*Steps.ts, in the order they run here.
import { skipBrowser } from '@portico/dev-utils'
import { afterAll, beforeAll, describe } from 'vitest'
import { accountSteps } from './test/accountSteps.js'
import { evmApprovalSteps } from './test/evmApprovalSteps.js'
import { frameSession } from './test/frameSession.js'
import { startFrameWorld } from './test/frameWorld.js'
import { signUpSteps } from './test/signUpSteps.js'
import { solanaAndOriginSteps } from './test/solanaAndOriginSteps.js'

describe.skipIf(skipBrowser)('the wallet frame in a browser', () => {
  const session = frameSession()

  beforeAll(async () => {
    session.world = await startFrameWorld({ page: { sibling: true } })
  })

  afterAll(async () => {
    await session.world?.stop()
  })

  signUpSteps(session)
  evmApprovalSteps(session)
  solanaAndOriginSteps(session)
  accountSteps(session)
})
