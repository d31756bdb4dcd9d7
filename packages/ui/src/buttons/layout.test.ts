// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from '@portico/dev-utils'
import { build } from 'esbuild'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

// The page buttons in the containers apps put them in: each must be a box of its own size (as a <button> is),
// never stretched by a flex or grid parent, so a click anywhere on the element lands on its button.
const page = `<!doctype html><html><body style="margin:0">
  <div id="column" style="display:flex;flex-direction:column;width:600px;height:160px"><portico-connect-button></portico-connect-button></div>
  <div id="row" style="display:flex;width:600px;height:160px"><portico-connect-button></portico-connect-button></div>
  <div id="grid" style="display:grid;width:600px;height:160px"><portico-network-button></portico-network-button></div>
  <div id="block" style="width:600px"><portico-connect-button></portico-connect-button></div>
  <script type="module" src="/main.js"></script>
</body></html>`

const entry = `
import { createConfig, defineNetwork, memoryStorage } from '@portico/core'
import { createModal } from './src/index.ts'
import './src/elements.ts'
const config = createConfig({
  projectId: 'layout',
  networks: [defineNetwork({ id: 31337, name: 'Local', chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })],
  adapters: [],
  storage: memoryStorage(),
  reconnectOnInit: false,
})
createModal({ config })
for (const element of document.querySelectorAll('portico-connect-button, portico-network-button')) element.config = config
`

describe.skipIf(skipBrowser)('page buttons in flex, grid and block containers', () => {
  let server: Server
  let browser: Browser
  let url: string
  beforeAll(async () => {
    const bundle = await build({
      stdin: { contents: entry, resolveDir: root, sourcefile: 'main.ts', loader: 'ts' },
      absWorkingDir: root,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    })
    const script = bundle.outputFiles[0]!.text
    server = createServer((request, response) => {
      const js = request.url === '/main.js'
      response.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/html' })
      response.end(js ? script : page)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  test('each element is exactly as big as its button, and a click on its centre opens the modal', async () => {
    const tab = await browser.newPage()
    await tab.goto(url)
    await tab.waitForFunction(() =>
      [...document.querySelectorAll('portico-connect-button, portico-network-button')].every((element) =>
        element.shadowRoot?.querySelector('button'),
      ),
    )
    const boxes = await tab.evaluate(() =>
      [...document.querySelectorAll('div > *')].map((element) => {
        const host = element.getBoundingClientRect()
        const button = element.shadowRoot!.querySelector('button')!.getBoundingClientRect()
        const hit = element.shadowRoot!.elementFromPoint(host.x + host.width / 2, host.y + host.height / 2)
        return {
          container: element.parentElement!.id,
          host: [Math.round(host.width), Math.round(host.height)],
          button: [Math.round(button.width), Math.round(button.height)],
          centreHitsButton: !!hit?.closest('button'),
        }
      }),
    )
    for (const box of boxes) {
      expect(box.host, box.container).toEqual(box.button)
      expect(box.button[0], box.container).toBeLessThan(300)
      expect(box.centreHitsButton, box.container).toBe(true)
    }
    const column = tab.locator('#column portico-connect-button')
    const size = await column.boundingBox()
    await tab.mouse.click(size!.x + size!.width / 2, size!.y + size!.height / 2)
    await tab.getByRole('dialog').getByRole('heading', { name: 'Connect wallet' }).waitFor()
    await tab.close()
  }, 60_000)
})
