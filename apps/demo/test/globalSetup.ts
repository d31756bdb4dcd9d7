import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { buildDemo, previewDemo } from '../server/buildDemo.js'
import { startWorld } from '../server/startWorld.js'
import type { DemoWorld } from '../src/world.js'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js'

declare module 'vitest' {
  export interface ProvidedContext {
    world: DemoWorld
    demoUrl: string
    /** Playwright's endpoint of the one Chromium the files share; empty when Chromium is absent. */
    browserEndpoint: string
  }
}

const OUT_DIR = 'test-results/build'

/**
 * One world for every browser test file: the devnet and the API, a production build of the demo served by
 * `vite preview`, and one headless Debian Chromium. Everything stops in the teardown.
 */
export default async function setup(project: TestProject) {
  const [started, launched, built] = await Promise.allSettled([
    startWorld(),
    existsSync(CHROMIUM)
      ? chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
      : undefined,
    buildDemo({ outDir: OUT_DIR }),
  ])
  const world = started.status === 'fulfilled' ? started.value : undefined
  const browser = launched.status === 'fulfilled' ? launched.value : undefined
  const stop = async () => {
    await browser?.close()
    await world?.stop()
  }
  const failure = [started, launched, built].find((result) => result.status === 'rejected')
  if (failure || !world) {
    await stop()
    throw failure?.reason
  }
  const demo = await previewDemo({ world: world.world, outDir: OUT_DIR }).catch(async (error) => {
    await stop()
    throw error
  })
  project.provide('world', world.world)
  project.provide('demoUrl', demo.url)
  project.provide('browserEndpoint', browser?.wsEndpoint() ?? '')
  return async () => {
    await demo.close()
    await stop()
  }
}
