import { mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// Real servers, PGlite and local chains start in hooks; under a loaded CI machine that takes seconds.
export default mergeConfig(shared, { test: { hookTimeout: 60_000, testTimeout: 90_000 } })
