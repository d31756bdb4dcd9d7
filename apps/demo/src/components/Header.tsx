import { AccountButton, ConnectButton, NetworkButton, type ThemeMode, useAccount } from '@portico/react'
import { Logo } from './Logo.js'
import { ThemeToggle } from './ThemeToggle.js'

export function Header({ themeMode, onToggleTheme }: { themeMode: ThemeMode; onToggleTheme: () => void }) {
  const { isConnected } = useAccount()
  return (
    <header className="header">
      <a className="brand" href="/">
        <Logo />
        <span>Portico</span>
        <span className="badge">demo</span>
      </a>
      <nav className="header-actions" aria-label="Wallet">
        <NetworkButton />
        {isConnected ? <AccountButton /> : <ConnectButton />}
        <ThemeToggle themeMode={themeMode} onToggle={onToggleTheme} />
      </nav>
    </header>
  )
}
