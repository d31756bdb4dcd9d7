import type { Config } from '@portico/core'
import { PorticoProvider, useAccount, useConfig } from '@portico/react'
import { getSiwx } from '@portico/siwx'
import { Dashboard } from './components/Dashboard.js'
import { Header } from './components/Header.js'
import { SignInCard } from './components/SignInCard.js'
import { Welcome } from './components/Welcome.js'
import { useThemeMode } from './useThemeMode.js'
import type { DemoWorld } from './world.js'

/** `?locale=ja` shows the modal in that language (default: the browser's), e.g. for screenshots. */
const locale = new URLSearchParams(window.location.search).get('locale') ?? undefined

export function App({ config, world }: { config: Config; world: DemoWorld }) {
  const [themeMode, toggleTheme] = useThemeMode()
  return (
    <PorticoProvider config={config} themeMode={themeMode} locale={locale}>
      <div className="app">
        <Header themeMode={themeMode} onToggleTheme={toggleTheme} />
        <Main world={world} />
        <footer className="footer">
          Portico demo · two local anvil chains · self-hosted blockchain API · nothing leaves this machine
        </footer>
      </div>
    </PorticoProvider>
  )
}

function Main({ world }: { world: DemoWorld }) {
  const { isConnected } = useAccount()
  const siwx = getSiwx(useConfig())
  if (!isConnected)
    return (
      <main className="main">
        <Welcome />
      </main>
    )
  return (
    <main className="main">
      {/* With `?siwx=…`: the sign-in session, above the dashboard. */}
      {siwx ? (
        <div style={{ marginBottom: 24 }}>
          <SignInCard siwx={siwx} />
        </div>
      ) : null}
      <Dashboard sessionChain={world.chains[0]} />
    </main>
  )
}
