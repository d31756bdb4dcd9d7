import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A Safe host page of its own origin whose answers are scripted, for what a real host never sends: `?mode=junk`
 * answers `getSafeInfo` with a wrong id, a broken envelope and an answer from another frame first, then the real
 * one; `?mode=malformed` answers with a Safe whose address is not one. `?app=` is the app's URL.
 */
const script = `
const params = new URLSearchParams(location.search)
const app = new URL(params.get('app'))
const frame = document.createElement('iframe')
frame.src = app.href
document.body.append(frame)
const info = { safeAddress: '0x00000000000000000000000000000000000000a1', chainId: Number(params.get('chainId')), threshold: 1, owners: ['0x00000000000000000000000000000000000000b2'] }
addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || event.origin !== app.origin) return
  const { id, method } = event.data
  if (method !== 'getSafeInfo') return
  const post = (message) => frame.contentWindow.postMessage(message, app.origin)
  if (params.get('mode') === 'malformed') return post({ id, success: true, version: '9.0.0', data: { ...info, safeAddress: 'nope' } })
  post({ id: 'someone-else', success: true, version: '9.0.0', data: { ...info, safeAddress: '0x00000000000000000000000000000000000000c3' } })
  post({ id, success: 'yes', data: { ...info, safeAddress: '0x00000000000000000000000000000000000000c4' } })
  post({ id, success: true, version: '0.1.0', data: { ...info, safeAddress: '0x00000000000000000000000000000000000000c5' } })
  // A frame of another origin inside this page posts to the app as if it were its parent.
  const other = document.createElement('iframe')
  other.srcdoc = '<script>parent.frames[0].postMessage(' + JSON.stringify({ id, success: true, version: '9.0.0', data: { ...info, safeAddress: '0x00000000000000000000000000000000000000c6' } }) + ', "*")<' + '/script>'
  document.body.append(other)
  setTimeout(() => post({ id, success: true, version: '9.0.0', data: info, extra: 'stripped' }), 200)
})
`

export async function startScriptedHost() {
  const server = createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><body><script>${script}</script></body>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    url: (app: string, mode: 'junk' | 'malformed', chainId: number) =>
      `${origin}/?${new URLSearchParams({ app, mode, chainId: String(chainId) })}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
