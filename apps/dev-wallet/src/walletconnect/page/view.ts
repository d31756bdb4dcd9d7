// The page's DOM: plain elements with stable data-testid attributes for browser tests. Everything is
// re-rendered from the controller's state except the URI field, which keeps what was typed.
import { icon } from '../../icon.js'
import type {
  DappMetadata,
  PendingAuthRequest,
  PendingProposal,
  SessionView,
  WalletController,
  WalletState,
} from './controller.js'
import { pageStyles } from './styles.js'

type Props = { className?: string; text?: string; testid?: string; attrs?: Record<string, string> }

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: (Node | string | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  if (props.className) el.className = props.className
  if (props.text !== undefined) el.textContent = props.text
  if (props.testid) el.setAttribute('data-testid', props.testid)
  for (const [name, value] of Object.entries(props.attrs ?? {})) el.setAttribute(name, value)
  for (const child of children) if (child) el.append(child)
  return el
}

function button(text: string, testid: string, onClick: () => void, className?: string) {
  const el = h('button', { text, testid, ...(className ? { className } : {}) })
  el.type = 'button'
  el.addEventListener('click', onClick)
  return el
}

/** The dapp's icon, name and URL; without an icon (or when it fails to load) its initial stands in. */
function dappHeader(dapp: DappMetadata, testid: string) {
  const avatar = h('div', { className: 'avatar', text: (dapp.name || '?').slice(0, 1).toUpperCase() })
  const src = dapp.icons?.find((icon) => icon !== '')
  if (src) {
    const img = h('img', { attrs: { alt: '' } })
    img.addEventListener('error', () => img.remove(), { once: true })
    img.src = src
    avatar.append(img)
  }
  return h(
    'div',
    { className: 'dapp' },
    avatar,
    h(
      'div',
      {},
      h('div', { className: 'name', text: dapp.name || 'Unnamed dapp', testid: `${testid}-name` }),
      h('div', { className: 'url', text: dapp.url, testid: `${testid}-url` }),
    ),
  )
}

const tags = (values: string[], missing: (value: string) => boolean = () => false) =>
  h(
    'div',
    { className: 'tags' },
    ...values.map((v) => h('span', { className: missing(v) ? 'tag missing' : 'tag', text: v })),
  )

function proposalSection(proposal: PendingProposal, controller: WalletController) {
  const approvedChains = new Set(Object.values(proposal.approved.namespaces).flatMap((ns) => ns.chains))
  const namespaces = proposal.requested.map((ns) =>
    h(
      'div',
      { className: 'namespace', testid: 'wc-proposal-namespace', attrs: { 'data-namespace': ns.namespace } },
      h(
        'div',
        { className: 'title', text: ns.namespace },
        h('small', { text: ns.required ? 'required' : 'optional' }),
      ),
      ns.chains.length > 0 && h('div', { className: 'label', text: 'Chains' }),
      ns.chains.length > 0 && tags(ns.chains, (chain) => !approvedChains.has(chain)),
      ns.methods.length > 0 && h('div', { className: 'label', text: 'Methods' }),
      ns.methods.length > 0 && tags(ns.methods),
      ns.events.length > 0 && h('div', { className: 'label', text: 'Events' }),
      ns.events.length > 0 && tags(ns.events),
    ),
  )
  const problems = proposal.approved.problems
  const approve = button('Approve', 'wc-approve', () => void controller.approve(), 'primary')
  approve.disabled = problems.length > 0
  return h(
    'section',
    { className: 'proposal', testid: 'wc-proposal', attrs: { 'aria-label': 'Session proposal' } },
    h('h2', { text: 'Connection request' }),
    dappHeader(proposal.dapp, 'wc-proposal'),
    proposal.dapp.description && h('p', { className: 'description', text: proposal.dapp.description }),
    ...namespaces,
    problems.length > 0 &&
      h('p', { className: 'problems', testid: 'wc-proposal-problems', text: problems.join('\n') }),
    h(
      'div',
      { className: 'actions' },
      button('Reject', 'wc-reject', () => void controller.reject()),
      approve,
    ),
  )
}

/** A one-click sign-in: the site, the statement it asks to sign, the chains signed for; Approve signs in. */
function authSection(request: PendingAuthRequest, controller: WalletController) {
  return h(
    'section',
    { className: 'proposal', testid: 'wc-auth', attrs: { 'aria-label': 'Sign-in request' } },
    h('h2', { text: 'Sign-in request' }),
    dappHeader(request.dapp, 'wc-auth'),
    h(
      'div',
      { className: 'row' },
      h('span', { className: 'label', text: 'Domain' }),
      h('span', { className: 'mono', text: request.domain, testid: 'wc-auth-domain' }),
    ),
    request.statement &&
      h('p', { className: 'description', text: request.statement, testid: 'wc-auth-statement' }),
    h('div', { className: 'label', text: 'Chains' }),
    h(
      'div',
      { className: 'tags', testid: 'wc-auth-chains' },
      ...request.chains.map((chain) => h('span', { className: 'tag', text: chain })),
    ),
    h(
      'div',
      { className: 'actions' },
      button('Reject', 'wc-auth-reject', () => void controller.rejectAuth()),
      button('Approve', 'wc-auth-approve', () => void controller.approveAuth(), 'primary'),
    ),
  )
}

function sessionItem(session: SessionView, controller: WalletController) {
  return h(
    'div',
    { className: 'session', testid: 'wc-session', attrs: { 'data-topic': session.topic } },
    dappHeader(session.dapp, 'wc-session'),
    ...Object.entries(session.namespaces).map(([key, ns]) =>
      h(
        'div',
        { className: 'row' },
        h('span', { className: 'label', text: key }),
        h('span', { className: 'mono', text: ns.accounts.join('\n'), testid: `wc-session-accounts-${key}` }),
      ),
    ),
    button('Disconnect', 'wc-disconnect', () => void controller.disconnect(session.topic), 'danger'),
  )
}

function accountSection(state: WalletState, controller: WalletController) {
  const select = h('select', { testid: 'wc-chain-select', attrs: { 'aria-label': 'Network' } })
  for (const chain of state.chains) {
    const option = h('option', { text: `${chain.name} (${chain.id})` })
    option.value = String(chain.id)
    option.selected = chain.id === state.chainId
    select.append(option)
  }
  return h(
    'section',
    { testid: 'wc-account' },
    h('h2', { text: `Account ${state.accountIndex + 1} of ${state.accountCount}` }),
    h(
      'div',
      { className: 'row' },
      h('span', { className: 'label', text: 'EVM' }),
      h('span', { className: 'mono', text: state.evmAddress, testid: 'wc-evm-address' }),
    ),
    state.solanaAddress &&
      h(
        'div',
        { className: 'row' },
        h('span', { className: 'label', text: 'Solana' }),
        h('span', { className: 'mono', text: state.solanaAddress, testid: 'wc-solana-address' }),
      ),
    h(
      'div',
      { className: 'row' },
      select,
      button('Switch chain', 'wc-switch-chain', () => void controller.switchChain(Number(select.value))),
    ),
    button('Switch account', 'wc-switch-account', () => void controller.switchAccount()),
  )
}

/** Mounts the page into `document.body` and keeps it in step with the controller. */
export function mountView(name: string, controller: WalletController) {
  const style = h('style', { text: pageStyles })
  const logo = h('img', { attrs: { alt: '' } })
  logo.src = icon
  const chip = h('span', { className: 'chip', text: 'Starting…', testid: 'wc-ready' })
  const header = h('header', {}, logo, h('h1', { text: name }), chip)

  const input = h('input', {
    testid: 'wc-uri-input',
    attrs: {
      placeholder: 'wc:…',
      'aria-label': 'WalletConnect URI',
      autocomplete: 'off',
      spellcheck: 'false',
    },
  })
  const connect = button('Connect', 'wc-connect', async () => {
    if (await controller.pair(input.value)) input.value = ''
  })
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') connect.click()
  })
  const connectSection = h(
    'section',
    { testid: 'wc-connect-form' },
    h('h2', { text: 'Connect to a dapp' }),
    h('div', { className: 'row' }, input, connect),
  )

  const dynamic = h('div', { attrs: { style: 'display: contents' } })
  const main = h('main', {}, header, dynamic)
  document.head.append(style)
  document.body.append(main)

  const render = () => {
    const state = controller.getState()
    chip.textContent = state.ready ? 'Ready' : 'Starting…'
    chip.className = state.ready ? 'chip ready' : 'chip'
    document.body.dataset.ready = String(state.ready)
    const sessions = h(
      'section',
      { testid: 'wc-sessions' },
      h('h2', { text: `Sessions (${state.sessions.length})` }),
      state.sessions.length === 0 && h('p', { className: 'empty', text: 'No dapp is connected.' }),
      ...state.sessions.map((session) => sessionItem(session, controller)),
    )
    dynamic.replaceChildren(
      ...[
        state.status &&
          h('p', {
            className: 'status',
            text: state.status.text,
            testid: 'wc-status',
            attrs: { 'data-kind': state.status.kind },
          }),
        state.proposal && proposalSection(state.proposal, controller),
        state.authRequest && authSection(state.authRequest, controller),
        connectSection,
        accountSection(state, controller),
        sessions,
      ].filter((node): node is HTMLElement => Boolean(node)),
    )
  }
  controller.subscribe(render)
  render()
}
