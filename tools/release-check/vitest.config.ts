import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// Each file in a process of its own: its time goes to packing, installing and building, not to loading modules.
// The global setup makes the run's one temporary root and removes it at the end.
export default mergeConfig(
  shared,
  defineConfig({ test: { isolate: true, globalSetup: ['src/globalSetup.ts'] } }),
)
