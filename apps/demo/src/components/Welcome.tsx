import type { ChainNamespace } from '@portico/core'
import { useAccount, useModal, useNetwork } from '@portico/react'

/** The other namespaces the demo can run, each with its own connect button when its chain is up. */
const otherNamespaces: readonly { namespace: ChainNamespace; name: string }[] = [
  { namespace: 'bip122', name: 'Bitcoin' },
  { namespace: 'polkadot', name: 'Polkadot' },
  { namespace: 'solana', name: 'Solana' },
]

const points = [
  [
    'Connect',
    'EIP-6963, Wallet Standard and Polkadot extension wallets; the dev wallet is injected into this page.',
  ],
  ['See', 'Native and token balances with USD prices from the local AMM.'],
  ['Act', 'Switch chains, sign a message and send tokens on the devnet.'],
] as const

export function Welcome() {
  const { status } = useAccount()
  const { open } = useModal()
  const { networks } = useNetwork()
  const running = otherNamespaces.filter(({ namespace }) =>
    networks.some((network) => network.chainNamespace === namespace),
  )
  const reconnecting = status === 'connecting'
  return (
    <div className="welcome">
      <p className="eyebrow">Portico · local devnet</p>
      <h1>Connect a wallet to get started</h1>
      <p className="lead">
        This app runs entirely on your machine: two anvil chains with real contracts (and local Bitcoin,
        Polkadot and Solana chains), a self-hosted blockchain API and a test wallet that asks before it signs.
      </p>
      <button type="button" className="button primary large" onClick={() => open()} disabled={reconnecting}>
        {reconnecting ? 'Reconnecting…' : 'Connect wallet'}
      </button>
      <div className="namespaces">
        {running.map(({ namespace, name }) => (
          <button
            key={namespace}
            type="button"
            className="button ghost"
            onClick={() => open({ view: 'Connect', namespace })}
            disabled={reconnecting}
          >
            Connect a {name} wallet
          </button>
        ))}
      </div>
      <ul className="points">
        {points.map(([title, text]) => (
          <li key={title}>
            <strong>{title}</strong>
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
