import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// Components run in happy-dom with lit's browser build (not its Node/SSR build).
export default mergeConfig(
  shared,
  defineConfig({
    resolve: { conditions: ['browser', 'module', 'import', 'default'] },
    test: {
      environment: 'happy-dom',
      server: { deps: { inline: [/lit/, /@lit\//] } },
    },
  }),
)
