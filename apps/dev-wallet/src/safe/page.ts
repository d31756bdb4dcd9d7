// The Safe host's page: the app in an iframe and, beside it, the list of what the app asked the Safe to do.

/** What the page is given (inline JSON). */
export type SafeHostPageConfig = {
  /** The app's URL, loaded in the iframe; its origin is the only one the page talks to. */
  appUrl: string
  appOrigin: string
  safeAddress: string
  chainId: number
  /** 'auto': every request is approved at once; 'prompt': each waits for its Approve or Reject button. */
  approve: 'auto' | 'prompt'
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The page's script (plain browser JavaScript, serialized with `toString`, so it uses nothing from outside).
 * It accepts a message only from the iframe's window at the app's exact origin, with a string `id` and
 * `method`; it forwards it to the host server (`POST /api`, which parses it with the method's zod schema)
 * and posts the answer back to the app's origin only. Requests a person decides are listed with Approve and
 * Reject buttons (a proposal with its number of calls, `data-calls`); each shows what came of it.
 */
export function hostPageScript(config: SafeHostPageConfig) {
  const PERSON = ['sendTransactions', 'signMessage', 'signTypedMessage']
  const frame = document.getElementById('app') as HTMLIFrameElement
  const list = document.getElementById('requests') as HTMLOListElement
  const reply = (id: string, answer: Record<string, unknown>) =>
    frame.contentWindow?.postMessage({ id, version: '1.0.0', ...answer }, config.appOrigin)
  const forward = async (request: { id: string; method: string; params?: unknown }) => {
    const response = await fetch('/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: request.method, params: request.params }),
    })
    return (await response.json()) as { ok: boolean; data?: unknown; error?: string }
  }
  const summary = (method: string, params: unknown) => `${method} ${JSON.stringify(params)}`.slice(0, 600)
  const decide = (item: HTMLLIElement): Promise<boolean> =>
    new Promise((resolve) => {
      const buttons = document.createElement('div')
      for (const [label, value] of [
        ['Approve', true],
        ['Reject', false],
      ] as const) {
        const button = document.createElement('button')
        button.type = 'button'
        button.textContent = label
        button.addEventListener('click', () => {
          buttons.remove()
          resolve(value)
        })
        buttons.append(button)
      }
      item.append(buttons)
      if (config.approve === 'auto') {
        buttons.remove()
        resolve(true)
      }
    })
  const answer = async (request: { id: string; method: string; params?: unknown }) => {
    let item: HTMLLIElement | undefined
    if (PERSON.includes(request.method)) {
      item = document.createElement('li')
      item.dataset.method = request.method
      // A proposal of several calls is one Safe transaction (MultiSendCallOnly): the page says how many.
      const txs = (request.params as { txs?: unknown } | undefined)?.txs
      if (request.method === 'sendTransactions' && Array.isArray(txs)) item.dataset.calls = String(txs.length)
      const text = document.createElement('code')
      text.textContent = summary(request.method, request.params)
      item.append(text)
      list.prepend(item)
      if (!(await decide(item))) {
        item.dataset.state = 'rejected'
        item.append(' → rejected')
        return reply(request.id, { success: false, error: 'Transaction was rejected' })
      }
      item.dataset.state = 'running'
    }
    const result = await forward(request).catch(
      (error: Error) => ({ ok: false, error: error.message }) as const,
    )
    if (item) {
      item.dataset.state = result.ok ? 'done' : 'failed'
      item.append(` → ${result.ok ? JSON.stringify(result.data) : result.error}`)
    }
    return result.ok
      ? reply(request.id, { success: true, data: result.data })
      : reply(request.id, { success: false, error: result.error ?? 'failed' })
  }
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== config.appOrigin) return
    const data = event.data as { id?: unknown; method?: unknown; params?: unknown }
    if (typeof data?.id !== 'string' || data.id.length > 100 || typeof data.method !== 'string') return
    void answer({ id: data.id, method: data.method, params: data.params })
  })
}

/** The host page: the Safe's address and chain, the request list, and the app in its iframe. */
export function hostPageHtml(config: SafeHostPageConfig) {
  // `<` escaped so no value can close the script element.
  const json = JSON.stringify(config).replaceAll('<', '\\u003c')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Portico Safe host</title>
<style>
body { margin: 0; font: 14px system-ui, sans-serif; display: grid; grid-template-columns: 1fr 360px; height: 100vh; }
iframe { border: 0; inline-size: 100%; block-size: 100%; }
aside { border-inline-start: 1px solid #ccc; padding: 12px; overflow: auto; }
li { margin-block: 8px; word-break: break-all; } li[data-state=done] { color: #176317; } li[data-state=rejected], li[data-state=failed] { color: #a11; }
button { margin-inline-end: 8px; }
</style>
</head>
<body>
<iframe id="app" src="${escapeHtml(config.appUrl)}" title="Safe App" allow="clipboard-write"></iframe>
<aside>
<h1>Safe</h1>
<p><code id="safe">${escapeHtml(config.safeAddress)}</code> on chain ${config.chainId}</p>
<h2>Requests</h2>
<ol id="requests"></ol>
</aside>
<script>
// Loaders that keep function names (tsx, vitest) wrap the serialized function's inner functions in __name().
var __name = (target) => target;
(${hostPageScript.toString()})(${json})
</script>
</body>
</html>`
}
