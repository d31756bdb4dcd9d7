import { mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// Real servers (the service, the SMTP catcher, PGlite, local chains, Chromium) start in hooks.
export default mergeConfig(shared, { test: { hookTimeout: 60_000, testTimeout: 90_000 } })
