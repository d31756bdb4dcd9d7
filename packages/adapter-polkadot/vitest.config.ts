import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// One chopsticks chain for every test file (started in globalSetup, ~7–18 s); each block runs the real runtime.
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      globalSetup: ['./src/test/globalSetup.ts'],
      hookTimeout: 120_000,
      testTimeout: 60_000,
      fileParallelism: false,
    },
  }),
)
