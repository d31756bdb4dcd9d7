import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createProvider, type IdpClient, type MountedProvider, routes } from './createProvider.js'
import { IdpOptionsError } from './errors.js'
import { checkBodyLength, HttpRefusal, sendJson } from './http.js'
import { handleInteraction } from './interaction.js'
import { providerProfiles, type SocialProvider, socialProviders } from './providers.js'
import { handleUser } from './userEndpoint.js'
import { defaultUsers, type TestUser, userDirectory } from './users.js'

export type StartIdpParameters = {
  /** The address to listen on. Default `127.0.0.1`. */
  host?: string
  /** Default 0: a free port. */
  port?: number
  /** The host name in the issuer URLs (`localhost`). Default `host`. */
  publicHost?: string
  /** Registered at every provider: confidential clients with these exact redirect URIs. */
  clients: readonly IdpClient[]
  /** The people on the login page. Default: Ada Lovelace, Grace Hopper, Alan Turing (`defaultUsers`). */
  users?: readonly TestUser[]
}

export type ProviderEndpoints = {
  issuer: string
  authorizationUrl: string
  tokenUrl: string
  /** The provider-shaped user API (`/<provider>/user`). */
  userUrl: string
}

type OidcSettings = { clientId: string; clientSecret: string; issuer: string }
type OAuthSettings = {
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  userUrl: string
}

/** The wallet service's social login settings, pointing at this stand-in. */
export type SocialSettings = {
  google: OidcSettings
  apple: OidcSettings
  github: OAuthSettings
  discord: OAuthSettings
  x: OAuthSettings
  facebook: OAuthSettings
}

export type Idp = {
  /** `http://<publicHost>:<port>`. */
  url: string
  providers: Record<SocialProvider, ProviderEndpoints>
  /** The social login settings of one of the registered clients. */
  settings(client: { clientId: string; clientSecret: string }): SocialSettings
  /** Stops listening and closes every open connection. */
  close(): Promise<void>
}

/**
 * Starts the local stand-in for Google, Apple, GitHub, Discord, X and Facebook: one HTTP server, each provider
 * under its own path with its own issuer and keys. For tests and local development, never for production.
 *
 * @example
 * const idp = await startIdp({
 *   clients: [{ clientId: 'portico', clientSecret: 'secret', redirectUris: ['http://localhost:4000/callback'] }],
 * })
 * const social = idp.settings({ clientId: 'portico', clientSecret: 'secret' })
 * // … sign in; the login page lists the test users …
 * await idp.close()
 */
export async function startIdp(parameters: StartIdpParameters): Promise<Idp> {
  const { host = '127.0.0.1', port = 0, clients, users = defaultUsers } = parameters
  const publicHost = parameters.publicHost ?? host
  const directory = userDirectory(users)
  const redirectOrigins = checkClients(clients)

  const mounted = new Map<
    string,
    MountedProvider & { callback: ReturnType<MountedProvider['provider']['callback']> }
  >()
  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error('idp: request failed', error)
      if (!res.headersSent) sendJson(res, 500, { error: 'server_error' })
      else res.destroy()
    })
  })
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? ''
    const [path = '', query] = splitOnce(url, '?')
    const [, name = '', ...segments] = path.split('/')
    const target = url.startsWith('/') ? mounted.get(name) : undefined
    if (!target) return sendJson(res, 404, { error: 'not_found' })
    try {
      checkBodyLength(req)
    } catch (error) {
      if (error instanceof HttpRefusal) return sendJson(res, error.status, { error: error.message })
      throw error
    }
    if (segments[0] === 'interaction' && segments.length > 1)
      return handleInteraction(target, segments.slice(1).join('/'), req, res)
    if (segments.length === 1 && segments[0] === 'user') return handleUser(target, req, res)
    // Mounted the way Express mounts an app: the provider sees only the path below its own (`/authorize`), and
    // builds its URLs (discovery, redirects) on `baseUrl` (`/google`). oidc-provider reads the mount path from
    // `originalUrl` minus `url` when it is given (its docs' way for Nest and hapi), else from `baseUrl`; the
    // latter is exact, where the former guesses by substring (`/x/x…`).
    const below = `/${segments.join('/')}${query === undefined ? '' : `?${query}`}`
    Object.assign(req, { url: below, baseUrl: target.mountPath })
    await target.callback(req, res)
  }

  await listen(server, port, host)
  const boundPort = (server.address() as AddressInfo).port
  const origin = `http://${formatHost(publicHost)}:${boundPort}`

  try {
    // In parallel: each provider generates its RSA key on the thread pool.
    const created = await Promise.all(
      Object.values(providerProfiles).map(async (profile) => {
        const mountPath = `/${profile.id}`
        const provider = await createProvider({
          profile,
          issuer: `${origin}${mountPath}`,
          clients,
          users: directory,
        })
        return {
          profile,
          provider,
          mountPath,
          users: directory,
          redirectOrigins,
          callback: provider.callback(),
        }
      }),
    )
    for (const entry of created) mounted.set(entry.profile.id, entry)
  } catch (error) {
    await closeServer(server)
    throw error
  }

  const providers = Object.fromEntries(
    socialProviders.map((id) => {
      const issuer = `${origin}/${id}`
      const endpoints: ProviderEndpoints = {
        issuer,
        authorizationUrl: `${issuer}${routes.authorization}`,
        tokenUrl: `${issuer}${routes.token}`,
        userUrl: `${issuer}/user`,
      }
      return [id, endpoints]
    }),
  ) as Record<SocialProvider, ProviderEndpoints>

  return {
    url: origin,
    providers,
    settings({ clientId, clientSecret }) {
      if (!clients.some((c) => c.clientId === clientId && c.clientSecret === clientSecret))
        throw new IdpOptionsError(
          `settings: '${clientId}' is not a registered client (or its secret differs)`,
        )
      const oidc = (id: 'google' | 'apple') => ({ clientId, clientSecret, issuer: providers[id].issuer })
      const oauth = (id: 'github' | 'discord' | 'x' | 'facebook') => {
        const { authorizationUrl, tokenUrl, userUrl } = providers[id]
        return { clientId, clientSecret, authorizationUrl, tokenUrl, userUrl }
      }
      return {
        google: oidc('google'),
        apple: oidc('apple'),
        github: oauth('github'),
        discord: oauth('discord'),
        x: oauth('x'),
        facebook: oauth('facebook'),
      }
    },
    close: () => closeServer(server),
  }
}

/** Checks the clients; returns the origins of their redirect URIs. */
function checkClients(clients: readonly IdpClient[]): string[] {
  if (clients.length === 0) throw new IdpOptionsError('clients: at least one client is needed')
  const origins = new Set<string>()
  const ids = new Set<string>()
  for (const [index, client] of clients.entries()) {
    if (typeof client.clientId !== 'string' || !/^[\x21-\x7E]{1,200}$/.test(client.clientId))
      throw new IdpOptionsError(`clients[${index}].clientId must be 1 to 200 printable ASCII characters`)
    if (ids.has(client.clientId)) throw new IdpOptionsError(`clients[${index}].clientId is listed twice`)
    ids.add(client.clientId)
    if (typeof client.clientSecret !== 'string' || client.clientSecret.length === 0)
      throw new IdpOptionsError(`clients[${index}].clientSecret must not be empty`)
    if (client.redirectUris.length === 0)
      throw new IdpOptionsError(`clients[${index}].redirectUris: at least one redirect URI is needed`)
    for (const uri of client.redirectUris) {
      const parsed = URL.parse(uri)
      if (
        parsed === null ||
        (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
        parsed.hash !== ''
      )
        throw new IdpOptionsError(
          `clients[${index}].redirectUris: '${uri}' is not an http(s) URL without fragment`,
        )
      origins.add(parsed.origin)
    }
  }
  return [...origins]
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator)
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)]
}

const formatHost = (host: string) => (host.includes(':') ? `[${host}]` : host)

function listen(server: ReturnType<typeof createServer>, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function closeServer(server: ReturnType<typeof createServer>) {
  return new Promise<void>((resolve, reject) => {
    if (!server.listening) return resolve()
    server.close((error) => (error ? reject(error) : resolve()))
    server.closeAllConnections()
  })
}
