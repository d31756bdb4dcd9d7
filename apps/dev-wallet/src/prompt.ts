import { icon } from './icon.js'
import { promptStyles } from './promptStyles.js'
import type { DevWalletChain, DevWalletRequest } from './types.js'

/** `site` is who asks (default: the page's host); the WalletConnect page passes the dapp's. */
export type PromptContext = () => { address: string; chain: DevWalletChain; name: string; site?: string }

const titles: Record<string, string> = {
  eth_requestAccounts: 'Connect',
  wallet_requestPermissions: 'Connect',
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  wallet_sendCalls: 'Send calls',
  wallet_addEthereumChain: 'Add network',
  'bitcoin:connect': 'Connect',
  'bitcoin:signMessage': 'Sign message',
  'bitcoin:signPsbt': 'Sign transaction',
}

export const promptTitle = (method: string) => titles[method] ?? method

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: { className?: string; text?: string } = {},
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag)
  if (props.className) el.className = props.className
  if (props.text !== undefined) el.textContent = props.text
  return el
}

const bodyReady = (doc: Document) =>
  doc.body
    ? Promise.resolve(doc.body)
    : new Promise<HTMLElement>((resolve) =>
        doc.addEventListener('DOMContentLoaded', () => resolve(doc.body), { once: true }),
      )

/** Shows one approval card in a shadow root and resolves with the user's choice. */
async function show(doc: Document, request: DevWalletRequest, context: PromptContext): Promise<boolean> {
  const { address, chain, name, site } = context()
  const body = await bodyReady(doc)
  const host = element(doc, 'div')
  host.setAttribute('data-portico-dev-wallet', 'prompt')
  const root = host.attachShadow({ mode: 'open' })

  const style = element(doc, 'style', { text: promptStyles })
  const backdrop = element(doc, 'div', { className: 'backdrop' })
  const card = element(doc, 'div', { className: 'card' })
  card.setAttribute('role', 'dialog')
  card.setAttribute('aria-modal', 'true')
  card.setAttribute('aria-label', promptTitle(request.method))

  const head = element(doc, 'div', { className: 'head' })
  const logo = element(doc, 'img')
  logo.src = icon
  logo.alt = ''
  head.append(logo, element(doc, 'span', { className: 'name', text: name }))
  head.append(element(doc, 'span', { className: 'pill', text: `${chain.name} · ${chain.id}` }))

  const meta = element(doc, 'div', { className: 'meta' })
  const origin = site ?? doc.location?.host
  if (origin) meta.append(lineWith(doc, 'Site ', origin))
  meta.append(lineWith(doc, 'Account ', shortAddress(address)))

  const summary = element(doc, 'pre', { className: 'summary', text: request.summary })
  summary.setAttribute('data-testid', 'dev-wallet-summary')

  const actions = element(doc, 'div', { className: 'actions' })
  const reject = element(doc, 'button', { className: 'reject', text: 'Reject' })
  const approve = element(doc, 'button', { className: 'approve', text: 'Approve' })
  reject.type = 'button'
  approve.type = 'button'
  reject.setAttribute('data-testid', 'dev-wallet-reject')
  approve.setAttribute('data-testid', 'dev-wallet-approve')
  actions.append(reject, approve)

  card.append(head, element(doc, 'h1', { text: promptTitle(request.method) }), meta, summary, actions)
  backdrop.append(card)
  root.append(style, backdrop)
  body.append(host)
  approve.focus()

  return new Promise<boolean>((resolve) => {
    const done = (approved: boolean) => {
      host.remove()
      resolve(approved)
    }
    approve.addEventListener('click', () => done(true), { once: true })
    reject.addEventListener('click', () => done(false), { once: true })
    card.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') done(false)
    })
  })
}

function lineWith(doc: Document, label: string, value: string) {
  const line = element(doc, 'div', { text: label })
  line.append(element(doc, 'b', { text: value }))
  return line
}

/** The in-page prompt: an overlay card per request, one at a time. */
export function createPrompt(doc: Document, context: PromptContext) {
  let queue: Promise<unknown> = Promise.resolve()
  return (request: DevWalletRequest): Promise<boolean> => {
    const next = queue.then(() => show(doc, request, context))
    queue = next.catch(() => {})
    return next
  }
}
