import { type SocialProvider, socialProviders } from '@portico/embedded-wallet/protocol'
import * as oauth from 'openid-client'
import type { OauthProviderSettings, OidcProviderSettings, SocialSettings } from '../config.js'
import { type ProviderProfile, providerProfiles, type SocialIdentity } from './providers.js'

/** How long one call to a provider (discovery, token, user) may take. */
const PROVIDER_TIMEOUT_S = 10
/** The largest user-endpoint answer read. */
const MAX_USER_BYTES = 64 * 1024

/** What the service sends a provider's authorization request with, and checks its answer against. */
export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string }

/** Thrown when a provider's answer does not check out (state, PKCE, ID token, user); the user sees a failed login. */
export class SocialProviderError extends Error {
  override name = 'SocialProviderError'
}

type Setup = { profile: ProviderProfile; config: oauth.Configuration }

const insecure = (url: string) => new URL(url).protocol === 'http:'

/**
 * The OAuth clients of the configured providers: each made on first use (an OpenID provider's metadata read by
 * discovery; a failed discovery is tried again on the next login).
 */
export function createSocialClients(settings: SocialSettings) {
  const setups = new Map<SocialProvider, Promise<Setup>>()

  async function makeSetup(provider: SocialProvider): Promise<Setup> {
    const profile = providerProfiles[provider]
    const setting = settings[provider]
    if (!setting) throw new Error(`${provider} is not configured`)
    const auth = (secret: string) =>
      profile.auth === 'basic' ? oauth.ClientSecretBasic(secret) : oauth.ClientSecretPost(secret)
    let config: oauth.Configuration
    if (profile.kind === 'oidc') {
      const { clientId, clientSecret, issuer = profile.issuer } = setting as OidcProviderSettings
      config = await oauth.discovery(new URL(issuer), clientId, undefined, auth(clientSecret), {
        timeout: PROVIDER_TIMEOUT_S,
        ...(insecure(issuer) && { execute: [oauth.allowInsecureRequests] }),
      })
    } else {
      const {
        clientId,
        clientSecret,
        authorizationUrl = profile.authorizationUrl,
        tokenUrl = profile.tokenUrl,
        issuer = new URL(authorizationUrl).origin,
      } = setting as OauthProviderSettings
      config = new oauth.Configuration(
        { issuer, authorization_endpoint: authorizationUrl, token_endpoint: tokenUrl },
        clientId,
        undefined,
        auth(clientSecret),
      )
      if (insecure(authorizationUrl) || insecure(tokenUrl)) oauth.allowInsecureRequests(config)
    }
    config.timeout = PROVIDER_TIMEOUT_S
    return { profile, config }
  }

  function setup(provider: SocialProvider): Promise<Setup> {
    let made = setups.get(provider)
    if (!made) {
      made = makeSetup(provider)
      setups.set(provider, made)
      made.catch(() => setups.delete(provider))
    }
    return made
  }

  return {
    /** The providers the service offers, in the protocol's order. */
    providers: socialProviders.filter((provider) => settings[provider] !== undefined),

    /** The provider's authorization address for one login, with PKCE (S256), `state` and (OpenID) `nonce`. */
    async authorizationUrl(
      provider: SocialProvider,
      { redirectUri, checks }: { redirectUri: string; checks: AuthorizationChecks },
    ): Promise<string> {
      const { profile, config } = await setup(provider)
      const url = oauth.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: profile.scope,
        state: checks.state,
        code_challenge: await oauth.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(profile.kind === 'oidc' && { nonce: checks.nonce }),
        ...(profile.kind === 'oidc' && profile.responseMode && { response_mode: profile.responseMode }),
      })
      return url.href
    },

    /**
     * Trades the provider's answer (`callback`: the request it sent the user back with) for who the user is:
     * `state` and the PKCE verifier are checked, an ID token is verified (signature against the issuer's keys,
     * issuer, audience, expiry, nonce), or the user endpoint is read with the access token.
     */
    async identity(
      provider: SocialProvider,
      callback: URL | Request,
      { redirectUri, checks }: { redirectUri: string; checks: AuthorizationChecks },
    ): Promise<SocialIdentity> {
      const { profile, config } = await setup(provider)
      const tokens = await oauth.authorizationCodeGrant(
        config,
        callback,
        {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          ...(profile.kind === 'oidc' && { expectedNonce: checks.nonce }),
        },
        { redirect_uri: redirectUri },
      )
      let identity: SocialIdentity | undefined
      if (profile.kind === 'oidc') {
        const claims = tokens.claims()
        identity = claims && profile.identity(claims)
      } else {
        const setting = settings[provider] as OauthProviderSettings
        const response = await oauth.fetchProtectedResource(
          config,
          tokens.access_token,
          new URL(setting.userUrl ?? profile.userUrl),
          'GET',
          undefined,
          new Headers({ accept: 'application/json' }),
        )
        identity = response.ok ? profile.identity(await boundedJson(response)) : undefined
      }
      if (!identity) throw new SocialProviderError(`${provider} did not say who the user is`)
      return identity
    },
  }
}

export type SocialClients = ReturnType<typeof createSocialClients>

/** The JSON of a response of at most `MAX_USER_BYTES`; undefined for anything else. */
async function boundedJson(response: Response): Promise<unknown> {
  const body = await response.text()
  if (body.length > MAX_USER_BYTES) return undefined
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}
