// The WalletConnect wallet page's browser entry (bundled to dist/walletconnect/page.js): reads the config the
// server inlined, starts the wallet and renders it; `?uri=` pairs at once.
// biome-ignore lint/style/useNodejsImportProtocol: the `buffer` package, bundled for the browser
import { Buffer } from 'buffer'
import type { WalletPageConfig } from '../types.js'
import { createWalletController } from './controller.js'
import { mountView } from './view.js'

// The reference client's one-click sign-in helpers (ReCap encoding) use Node's Buffer, as web wallets polyfill it.
globalThis.Buffer ??= Buffer

const config = (window as unknown as { __PORTICO_WC_WALLET__?: WalletPageConfig }).__PORTICO_WC_WALLET__

async function start() {
  if (!config) throw new Error('window.__PORTICO_WC_WALLET__ is not set')
  const uri = new URLSearchParams(location.search).get('uri') ?? undefined
  const controller = await createWalletController(config)
  mountView(config.name, controller)
  if (uri) await controller.pair(uri)
}

start().catch((error: unknown) => {
  const message = document.createElement('pre')
  message.setAttribute('data-testid', 'wc-fatal')
  message.textContent = `The wallet could not start: ${error instanceof Error ? error.message : String(error)}`
  document.body.append(message)
  console.error(error)
})
