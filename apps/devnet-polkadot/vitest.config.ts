import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// chopsticks compiles the runtime and builds the first block in a hook (about 10 s on 2 cores).
export default mergeConfig(shared, defineConfig({ test: { hookTimeout: 120_000, testTimeout: 180_000 } }))
