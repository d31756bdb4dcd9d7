import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../vitest.shared.js'

// The build takes a while on a busy machine.
export default mergeConfig(shared, defineConfig({ test: { testTimeout: 300_000 } }))
