import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// The litesvm devnet runs in the test process; sends confirm in milliseconds.
export default mergeConfig(shared, defineConfig({ test: { hookTimeout: 120_000, testTimeout: 60_000 } }))
