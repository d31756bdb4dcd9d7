import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The test app on its own loopback origin: a page that loads `src/test/app.ts`, bundled with code splitting, so
 * the connector's controller is a chunk of its own; `requested` lists every file the pages asked for.
 */
export async function startAppServer() {
  const result = await build({
    entryPoints: { app: 'src/test/app.ts' },
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: 'out',
    write: false,
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
  })
  const files = new Map(result.outputFiles.map((file) => [`/${file.path.split('/out/')[1]}`, file.text]))
  const requested: string[] = []
  const html =
    '<!doctype html><html><head><script type="module" src="/app.js"></script></head><body>app</body></html>'
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    requested.push(path)
    const file = files.get(path)
    if (path === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(html)
    else if (file) res.writeHead(200, { 'content-type': 'text/javascript' }).end(file)
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    requested,
    /** The controller's chunk, as the bundle names it. */
    controllerChunk: [...files.keys()].find((name) => name.startsWith('/controller-')),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
