import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// Each file in a process of its own: its time goes to packing, installing and building, not to loading modules.
export default mergeConfig(shared, defineConfig({ test: { isolate: true } }))
