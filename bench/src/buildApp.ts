import react from '@vitejs/plugin-react'
import { build } from 'vite'
import type { BenchApp } from './apps.js'
import { paths } from './apps.js'
import { recordModules } from './moduleBreakdown.js'

/** Where `buildApp` writes an app's build. */
export const outDirOf = (app: BenchApp) => `${paths.out}/${app.name.replace(/\W+/g, '-').toLowerCase()}`

/**
 * Builds one app with the workspace's Vite and the same settings for every app; returns its dist dir, which
 * also holds each chunk's modules (`modules.json`, for the per-package breakdown).
 */
export async function buildApp(app: BenchApp): Promise<string> {
  const outDir = outDirOf(app)
  await build({
    root: app.root,
    configFile: false,
    logLevel: 'error',
    plugins: [react(), recordModules()],
    build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 100_000 },
  })
  return outDir
}
