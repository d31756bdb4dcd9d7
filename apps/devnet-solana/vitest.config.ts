import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// The chain runs in-process (litesvm); start-up takes well under a second.
export default mergeConfig(shared, defineConfig({ test: { hookTimeout: 120_000, testTimeout: 60_000 } }))
