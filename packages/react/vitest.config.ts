import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

export default mergeConfig(
  shared,
  defineConfig({
    // `@lit/react` must be bundled with browser conditions, else its server build drops element properties.
    resolve: {
      conditions: ['browser', 'module', 'import', 'default'],
      // Unit tests use stand-in elements; the real ones are tested in @portico/ui and the demo's browser tests.
      alias: { '@portico/ui/elements': new URL('src/test/elementsStub.ts', import.meta.url).pathname },
    },
    test: {
      environment: 'happy-dom',
      // React's and the stand-in elements' registries are per module graph: each file gets a process of its own.
      isolate: true,
      server: { deps: { inline: [/@lit\/react/] } },
    },
  }),
)
