import { mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// Each file starts a devnet (anvil) and a bundler on free loopback ports in its hooks.
export default mergeConfig(shared, { test: { hookTimeout: 60_000, testTimeout: 60_000 } })
