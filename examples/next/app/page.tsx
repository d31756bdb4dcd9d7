import { ConnectButton, NetworkButton } from '@portico/react'
import { Account } from './account'

// A Server Component file importing @portico/react directly: its entry is a client module.
export default function Page() {
  return (
    <>
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          padding: '12px 24px',
          borderBottom: '1px solid #e3e6ea',
        }}
      >
        <strong>My Next.js app</strong>
        <nav style={{ display: 'flex', gap: 8 }}>
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main style={{ maxWidth: 640, margin: '48px auto', padding: '0 24px' }}>
        <h1>Server-rendered with Portico</h1>
        <Account />
      </main>
    </>
  )
}
