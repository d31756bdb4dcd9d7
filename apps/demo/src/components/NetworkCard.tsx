import type { Network } from '@portico/core'
import { useModal, useNetwork } from '@portico/react'
import { useState } from 'react'
import { Card } from './Card.js'
import { errorText } from './errorText.js'

export function NetworkCard() {
  const { caipNetwork, networks, switchNetwork } = useNetwork()
  const { open } = useModal()
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState<unknown>()

  const choose = async (network: Network) => {
    setPending(network.caipNetworkId)
    setError(undefined)
    try {
      await switchNetwork(network)
    } catch (failure) {
      setError(failure)
    } finally {
      setPending(undefined)
    }
  }

  const all = (
    <button type="button" className="button ghost small" onClick={() => open({ view: 'Networks' })}>
      All networks
    </button>
  )
  return (
    <Card title="Network" action={all}>
      <ul className="networks">
        {networks.map((network) => {
          const active = network.caipNetworkId === caipNetwork?.caipNetworkId
          return (
            <li key={network.caipNetworkId} className={active ? 'active' : undefined}>
              <span className="network-dot" aria-hidden="true" />
              <span className="network-name">
                <strong>{network.name}</strong>
                <span className="muted small">Chain {network.id}</span>
              </span>
              {active ? (
                <span className="pill" data-testid="network-active">
                  Active
                </span>
              ) : (
                <button
                  type="button"
                  className="button small"
                  onClick={() => void choose(network)}
                  disabled={pending !== undefined}
                  aria-label={`Switch to ${network.name}`}
                >
                  {pending === network.caipNetworkId ? 'Switching…' : 'Switch'}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {error !== undefined && (
        <p className="error" role="alert">
          {errorText(error)}
        </p>
      )}
    </Card>
  )
}
