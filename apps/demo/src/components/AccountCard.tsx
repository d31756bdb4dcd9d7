import { shortenAddress } from '@portico/core'
import { useAccount, useDisconnect, useModal, useNetwork } from '@portico/react'
import { useState } from 'react'
import { Avatar } from './Avatar.js'
import { Card } from './Card.js'
import { errorText } from './errorText.js'

export function AccountCard() {
  const { address, profileName, profileImage, connectedWalletInfo } = useAccount()
  const { caipNetwork } = useNetwork()
  const { open } = useModal()
  const { disconnect, isPending, error } = useDisconnect()
  const [copied, setCopied] = useState(false)
  if (!address) return null

  const copy = async () => {
    await navigator.clipboard.writeText(address)
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }

  return (
    <Card title="Account" className="account-card">
      <div className="account">
        <Avatar address={address} image={profileImage} size={56} />
        <div className="account-text">
          <p className="account-name" data-testid="account-name">
            {profileName ?? shortenAddress(address)}
          </p>
          <p className="mono muted" data-testid="account-address" title={address}>
            {address}
          </p>
          <p className="muted small">
            {connectedWalletInfo?.name ?? 'Wallet'} on {caipNetwork?.name ?? 'an unknown network'}
          </p>
        </div>
      </div>
      <div className="row">
        <button type="button" className="button" onClick={() => open({ view: 'Account' })}>
          Account details
        </button>
        <button type="button" className="button" onClick={() => void copy().catch(() => setCopied(false))}>
          {copied ? 'Copied' : 'Copy address'}
        </button>
        <button
          type="button"
          className="button danger"
          onClick={() => void disconnect().catch(() => {})}
          disabled={isPending}
        >
          Disconnect
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {errorText(error)}
        </p>
      )}
    </Card>
  )
}
