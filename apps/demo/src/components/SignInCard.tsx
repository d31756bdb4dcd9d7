import { useModal } from '@portico/react'
import type { Siwx } from '@portico/siwx'
import { useEffect, useState } from 'react'
import { Card } from './Card.js'
import { errorText } from './errorText.js'

/** How the demo words each sign-in status (the demo's own strings, not the modal's). */
const statusText = {
  idle: 'Not signed in',
  checking: 'Checking…',
  needed: 'Not signed in',
  signing: 'Waiting for the wallet…',
  signedIn: 'Signed in',
  declined: 'Signature declined',
  dismissed: 'Not signed in',
  error: 'Sign-in check failed',
} as const

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

/**
 * Sign-in with a wallet (`siwx`, the config's `getSiwx(config)`): the session (address, chain, expiry), "Sign in"
 * when there is none, and "Sign out".
 */
export function SignInCard({ siwx }: { siwx: Siwx }) {
  const { open } = useModal()
  const [, rerender] = useState(0)
  const [error, setError] = useState<unknown>()
  const [pending, setPending] = useState(false)
  useEffect(() => siwx.subscribe(() => rerender((n) => n + 1)), [siwx])

  const { status, session } = siwx.state
  const signOut = async () => {
    setPending(true)
    setError(undefined)
    try {
      await siwx.signOut()
    } catch (failure) {
      setError(failure)
    } finally {
      setPending(false)
    }
  }
  const expiry = session?.data.expirationTime
  return (
    <Card title="Sign in" className="sign-in-card">
      <p data-testid="siwx-status" data-status={status}>
        {statusText[status]}
      </p>
      {session ? (
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px', margin: 0 }}>
          <dt className="label">Address</dt>
          <dd className="mono" data-testid="siwx-address" style={{ margin: 0, wordBreak: 'break-all' }}>
            {session.data.accountAddress}
          </dd>
          <dt className="label">Chain</dt>
          <dd className="mono" data-testid="siwx-chain" style={{ margin: 0 }}>
            {session.data.chainId}
          </dd>
          <dt className="label">Expires</dt>
          <dd data-testid="siwx-expiry" style={{ margin: 0 }}>
            {expiry ? dateTime.format(new Date(expiry)) : 'Never'}
          </dd>
        </dl>
      ) : null}
      <div style={{ display: 'flex', gap: 10 }}>
        {session ? (
          <button type="button" className="button" disabled={pending} onClick={() => void signOut()}>
            {pending ? 'Signing out…' : 'Sign out'}
          </button>
        ) : (
          <button
            type="button"
            className="button primary"
            disabled={status === 'checking' || status === 'signing' || !siwx.state.caipAddress}
            onClick={() => open({ view: 'SIWXSignMessage' })}
          >
            Sign in
          </button>
        )}
      </div>
      {error ? (
        <p className="error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </Card>
  )
}
