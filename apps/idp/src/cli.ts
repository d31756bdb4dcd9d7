// `pnpm --filter @portico/idp start`: the social login stand-in on a fixed port, for the demo's `pnpm dev`.
// IDP_PORT (default 4700), IDP_CLIENT_ID, IDP_CLIENT_SECRET, IDP_REDIRECT_URI (comma-separated for several) set the
// one client it registers; it prints its address and that client's settings for the wallet service (SOCIAL).
import { runUntilSignal } from '@portico/server-kit/cli'
import { IdpOptionsError } from './errors.js'
import { startIdp } from './startIdp.js'

const env = process.env
const client = {
  clientId: env.IDP_CLIENT_ID || 'portico-dev',
  clientSecret: env.IDP_CLIENT_SECRET || 'portico-dev-secret',
  redirectUris: (env.IDP_REDIRECT_URI || 'http://localhost:4600/social/callback')
    .split(',')
    .map((s) => s.trim()),
}
const port = Number(env.IDP_PORT || 4700)

await runUntilSignal({
  start: async () => {
    if (!Number.isInteger(port) || port < 0 || port > 65_535)
      throw new IdpOptionsError(`IDP_PORT must be a port number, not '${env.IDP_PORT}'`)
    return startIdp({ port, publicHost: 'localhost', clients: [client] })
  },
  stop: (idp) => idp.close(),
  describe: (idp) => idp.settings(client),
  ready: (idp) => `IdP ${idp.url} (a development stand-in for social logins; Ctrl-C stops it)`,
  name: 'idp',
  isRefusal: (error) => error instanceof IdpOptionsError,
})
