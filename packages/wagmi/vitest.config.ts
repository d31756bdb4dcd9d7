import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// @wagmi/core 2 is installed as @wagmi/core-v2: its project runs the bridge test with every '@wagmi/core'
// import (the test's and the bridge's) resolved to it; the other project runs the whole suite on wagmi 3.
const wagmi2 = dirname(createRequire(import.meta.url).resolve('@wagmi/core-v2/package.json'))

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      projects: [
        { extends: true, test: { name: 'wagmi 3', env: { WAGMI_MAJOR: '3' } } },
        {
          extends: true,
          test: { name: 'wagmi 2', include: ['src/wagmi.test.ts'], env: { WAGMI_MAJOR: '2' } },
          resolve: { alias: [{ find: /^@wagmi\/core$/, replacement: wagmi2 }] },
        },
      ],
    },
  }),
)
