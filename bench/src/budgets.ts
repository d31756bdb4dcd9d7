import { readFileSync } from 'node:fs'
import { appSizes } from './appSizes.js'
import { paths, porticoApp } from './apps.js'
import { buildApp } from './buildApp.js'
import { launchChromium, runOnce } from './measure.js'
import { entries, entrySize } from './packageSizes.js'
import { serveStatic } from './serve.js'

/** Sizes in bytes (gzip -9) by target ('@portico/ui', 'app: Portico') and metric ('initial', 'total'). */
export type Sizes = Record<string, Record<string, number>>

export const appTarget = 'app: Portico'

/** Measures every budgeted size: each package entry, and the bench's Portico app in chromium. */
export async function measureSizes(): Promise<Sizes> {
  const sizes: Sizes = {}
  for (const entry of entries) sizes[entry] = { ...(await entrySize(entry)) }
  const dir = await buildApp(porticoApp)
  const [server, browser] = await Promise.all([serveStatic(dir), launchChromium()])
  try {
    const run = await runOnce(browser, server.origin, { click: false })
    const app = appSizes(dir, run.jsBeforeClick)
    sizes[appTarget] = {
      initial: app.initialJsGzip,
      beforeClick: app.beforeClickJsGzip,
      total: app.totalJsGzip,
    }
  } finally {
    await Promise.all([server.close(), browser.close()])
  }
  return sizes
}

export function readBudgets(): Sizes {
  return JSON.parse(readFileSync(paths.budgets, 'utf8')).budgets
}
