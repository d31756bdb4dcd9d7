'use client'
import { useAccount } from '@portico/react'

/** The page's own view of the connection: rendered on the server from the cookies, then live in the browser. */
export function Account() {
  const { address, status } = useAccount()
  return (
    <p data-testid="account">
      {address ? `Account ${address}` : 'Not connected'} <small>({status})</small>
    </p>
  )
}
