import { randomBytes } from 'node:crypto'
import Provider, { type Configuration, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider'
import { createSigningKey } from './keys.js'
import { memoryAdapter } from './memoryAdapter.js'
import { renderMessagePage } from './pages.js'
import { oidcClaims, type ProviderProfile } from './providers.js'
import { type TestUser, userIdOfSubject } from './users.js'

/** A client registered at every provider. */
export type IdpClient = { clientId: string; clientSecret: string; redirectUris: string[] }

/** The claims each OpenID Connect scope releases (ID token and userinfo alike). */
const claimsByScope = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'preferred_username'],
  name: ['name'],
}

/** Every scope a provider knows: its real counterpart's, plus the OpenID Connect ones. */
export const knownScopes = (profile: ProviderProfile) =>
  new Set(['openid', ...Object.keys(claimsByScope), ...profile.scopes])

export const accessTokenSeconds = 60 * 60

/** The provider's own routes, below its path (`/google/authorize`). */
export const routes = { authorization: '/authorize', token: '/token', userinfo: '/userinfo', jwks: '/jwks' }

export type CreateProviderParameters = {
  profile: ProviderProfile
  /** `http://localhost:PORT/google`: the issuer, whose path is also where the provider is mounted. */
  issuer: string
  clients: readonly IdpClient[]
  users: ReadonlyMap<string, TestUser>
}

/**
 * One oidc-provider instance for one social provider: its own issuer and signing key, the clients, the test
 * users as accounts, and the login page (`/<provider>/interaction/<uid>`, served by `interaction.ts`).
 */
export async function createProvider({ profile, issuer, clients, users }: CreateProviderParameters) {
  const mountPath = new URL(issuer).pathname
  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // Either client_secret_basic or client_secret_post is accepted whichever is registered (oidc-provider 9).
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [await createSigningKey()] },
    // Sessions and interactions live per provider: `/google`'s cookies never reach `/github`.
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      long: { httpOnly: true, sameSite: 'lax', path: mountPath },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    routes,
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: [...knownScopes(profile)],
    claims: claimsByScope,
    // The ID token carries the granted claims (e-mail, name), as Apple's and Google's do, not only `sub`.
    conformIdTokenClaims: false,
    async findAccount(_ctx, subject) {
      const userId = userIdOfSubject(profile.id, subject)
      const user = userId === undefined ? undefined : users.get(userId)
      if (!user) return undefined
      return { accountId: subject, claims: () => oidcClaims(profile.id, user) }
    },
    interactions: {
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
      policy: accountChoicePolicy(),
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: { enabled: false },
      userinfo: { enabled: true },
    },
    ttl: {
      AccessToken: accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 10 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
    },
    // Server-side code exchange only: no browser reads the token endpoint.
    clientBasedCORS: () => false,
    async renderError(ctx: KoaContextWithOIDC, out) {
      const page = renderMessagePage({
        title: `${profile.name} (Portico local stand-in)`,
        heading: 'Sign-in failed',
        lines: [out.error_description ? `${out.error}: ${out.error_description}` : out.error],
      })
      ctx.type = 'html'
      ctx.set('Content-Security-Policy', page.csp)
      ctx.body = page.html
    },
  }
  const provider = new Provider(issuer, configuration)
  if (profile.protocol === 'oauth2') provider.use(withoutIssParameter)
  return provider
}

/**
 * GitHub, Discord, X and Facebook send the client back without the RFC 9207 `iss` parameter, which oidc-provider
 * always adds to a query response; a client that checks `iss` against an issuer it made up (the authorization
 * URL's origin) would refuse it. Removed from the redirect of the authorization and resume routes.
 */
async function withoutIssParameter(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  await next()
  const route = (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.route
  if (route !== 'authorization' && route !== 'resume') return
  const location = URL.parse(ctx.response.get('Location'))
  if (!location?.searchParams.has('iss')) return
  location.searchParams.delete('iss')
  ctx.set('Location', location.href)
}

/**
 * oidc-provider's prompts plus one: the login page shows every time (a session is not reused), so a test or a
 * developer picks the user of each sign-in. Picking a user grants consent too (`interaction.ts`).
 */
function accountChoicePolicy() {
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'account_choice',
        'the local stand-in asks which test user signs in, every time',
        'login_required',
        (ctx) => !ctx.oidc.result?.login,
      ),
    )
  return policy
}

/** A provider as the server's routes see it. */
export type MountedProvider = {
  profile: ProviderProfile
  provider: Provider
  /** `/google`. */
  mountPath: string
  users: ReadonlyMap<string, TestUser>
  /** Origins of the clients' redirect URIs (the login page's form-action). */
  redirectOrigins: readonly string[]
}
