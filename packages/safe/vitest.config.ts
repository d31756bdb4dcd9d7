import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// The anvil chain, the Safe host and Chromium start in hooks.
export default mergeConfig(shared, defineConfig({ test: { hookTimeout: 120_000, testTimeout: 60_000 } }))
