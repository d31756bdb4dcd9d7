import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// One chopsticks chain for every test file (started in globalSetup, ~7–18 s); each block runs the real runtime.
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      globalSetup: ['./src/test/globalSetup.ts'],
      hookTimeout: 120_000,
      // Each block runs the real runtime in a wasm executor: minutes are possible on a busy 2-core machine.
      testTimeout: 180_000,
      fileParallelism: false,
    },
  }),
)
