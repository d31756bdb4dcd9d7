import type { UseBalanceReturnType } from '@portico/react'
import { formatsFor } from '@portico/ui/i18n'
import { Card } from './Card.js'
import { errorText } from './errorText.js'

// The demo page is in English; its numbers follow the modal's rules (3-decimal balances, 2-decimal USD).
const { balance: formatBalance, fiat: formatFiat } = formatsFor('en')

export function BalancesCard({ balance }: { balance: UseBalanceReturnType }) {
  const { tokens, isLoading, error, refetch, balance: native, symbol } = balance
  const total = tokens.reduce((sum, token) => sum + token.value, 0)
  const refresh = (
    <button
      type="button"
      className="button ghost small"
      onClick={() => void refetch({ forceUpdate: true }).catch(() => {})}
      disabled={isLoading}
    >
      {isLoading ? 'Refreshing…' : 'Refresh'}
    </button>
  )
  return (
    <Card title="Balances" action={refresh} className="balances-card">
      <p className="total" data-testid="balance-total">
        {formatFiat(total)}
      </p>
      {tokens.length === 0 ? (
        <p className="muted">
          {native !== undefined
            ? `${formatBalance(native)} ${symbol ?? ''}`
            : isLoading
              ? 'Loading…'
              : 'No balances yet.'}
        </p>
      ) : (
        <ul className="tokens">
          {tokens.map((token) => (
            <li key={`${token.chainId}:${token.address ?? 'native'}`} data-testid={`balance-${token.symbol}`}>
              <img className="token-icon" src={token.iconUrl} alt="" width={36} height={36} />
              <span className="token-name">
                <strong>{token.name}</strong>
                <span className="muted small">
                  {formatFiat(token.price)} / {token.symbol}
                </span>
              </span>
              <span className="token-amount">
                <strong>
                  {formatBalance(token.quantity.numeric)} {token.symbol}
                </strong>
                <span className="muted small">{formatFiat(token.value)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="error" role="alert">
          {errorText(error)}
        </p>
      )}
    </Card>
  )
}
