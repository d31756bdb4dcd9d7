import { isFeatureAvailable } from '@portico/core'
import { isOnrampNamespace } from '@portico/core/onramp'
import { useConfig, useModal, useNetwork } from '@portico/react'
import { Card } from './Card.js'

const actions = [
  { view: 'OnRampProviders', label: 'Buy', text: 'Crypto with a sandbox test card' },
  { view: 'Swap', label: 'Swap', text: 'Trade tokens on the local AMM' },
  { view: 'Send', label: 'Send', text: 'Tokens to an address or a name' },
  { view: 'Receive', label: 'Receive', text: 'Your address as a QR code' },
  { view: 'Account', label: 'Activity', text: 'Tokens, NFTs and history' },
] as const

export function WalletActionsCard() {
  const { open } = useModal()
  const config = useConfig()
  const { caipNetwork } = useNetwork()
  // Buying shows where the on-ramp delivers: EVM networks and Solana.
  const buy = isFeatureAvailable(config, 'onramp') && isOnrampNamespace(caipNetwork?.chainNamespace)
  return (
    <Card title="Wallet">
      <div className="actions">
        {actions
          .filter(({ view }) => view !== 'OnRampProviders' || buy)
          .map(({ view, label, text }) => (
            <button key={view} type="button" className="action" onClick={() => open({ view })}>
              <strong>{label}</strong>
              <span className="muted small">{text}</span>
            </button>
          ))}
      </div>
    </Card>
  )
}
