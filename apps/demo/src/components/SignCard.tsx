import { useSignMessage } from '@portico/react'
import { useId, useState } from 'react'
import { Card } from './Card.js'
import { errorText } from './errorText.js'

export function SignCard() {
  const [message, setMessage] = useState('Hello from the Portico demo!')
  const { signMessage, data, error, isPending } = useSignMessage()
  const id = useId()
  return (
    <Card title="Sign a message" className="sign-card">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void signMessage(message).catch(() => {})
        }}
      >
        <label htmlFor={id} className="label">
          Message
        </label>
        <textarea id={id} value={message} onChange={(event) => setMessage(event.target.value)} rows={3} />
        <button type="submit" className="button primary" disabled={isPending || message.length === 0}>
          {isPending ? 'Waiting for the wallet…' : 'Sign message'}
        </button>
      </form>
      {data && (
        <div className="signature">
          <span className="label">Signature</span>
          <output className="mono" data-testid="signature">
            {data}
          </output>
        </div>
      )}
      {error && (
        <p className="error" role="alert" data-testid="sign-error">
          {errorText(error)}
        </p>
      )}
    </Card>
  )
}
