import { Logo } from './Logo.js'

/** Shown when the local world is not there (the page was served without `pnpm dev`). */
export function StartupError({ error }: { error: unknown }) {
  return (
    <main className="startup-error">
      <Logo />
      <h1>The local world is not running</h1>
      <p>
        The demo reads its chains and API from <code>/portico.json</code>, which <code>pnpm dev</code> serves.
        Start it from the repository root with <code>pnpm install &amp;&amp; pnpm dev</code> and open the URL
        it prints.
      </p>
      <p className="muted">{error instanceof Error ? error.message : String(error)}</p>
    </main>
  )
}
