import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { StartupError } from './components/StartupError.js'
import { createDemoConfig } from './createDemoConfig.js'
import type { DemoWorld } from './world.js'
import './styles.css'
import './dashboard.css'

const root = createRoot(document.getElementById('root') as HTMLElement)

async function start() {
  const response = await fetch('/portico.json')
  if (!response.ok) throw new Error(`/portico.json answered ${response.status}`)
  const world = (await response.json()) as DemoWorld
  root.render(
    <StrictMode>
      <App config={createDemoConfig(world)} world={world} />
    </StrictMode>,
  )
}

start().catch((error: unknown) => root.render(<StartupError error={error} />))
