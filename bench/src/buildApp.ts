import react from '@vitejs/plugin-react'
import { build } from 'vite'
import type { BenchApp } from './apps.js'
import { paths } from './apps.js'

/** Builds one app with the workspace's Vite and the same settings for every app; returns its dist dir. */
export async function buildApp(app: BenchApp): Promise<string> {
  const outDir = `${paths.out}/${app.name.replace(/\W+/g, '-').toLowerCase()}`
  await build({
    root: app.root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 100_000 },
  })
  return outDir
}
