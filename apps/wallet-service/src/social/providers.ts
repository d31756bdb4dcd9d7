import type { SocialProvider } from '@portico/embedded-wallet/protocol'
import { z } from 'zod'

/** Who the provider says the user is: a subject stable per provider, a name to show, and an address if it gave one. */
export type SocialIdentity = { subject: string; userName: string | null; email: string | null }

/** How the service talks to one provider: OpenID Connect (an ID token) or OAuth 2 and the provider's user endpoint. */
export type ProviderProfile =
  | {
      kind: 'oidc'
      issuer: string
      scope: string
      /** Apple sends its answer as a form POST when a name or an e-mail is asked for. */
      responseMode?: 'form_post'
      auth: 'basic' | 'post'
      /** The identity from the verified ID token's claims. */
      identity(claims: Record<string, unknown>): SocialIdentity | undefined
    }
  | {
      kind: 'oauth'
      authorizationUrl: string
      tokenUrl: string
      userUrl: string
      scope: string
      auth: 'basic' | 'post'
      /** The identity from the user endpoint's JSON. */
      identity(body: unknown): SocialIdentity | undefined
    }

const text = z.string().min(1).max(256)
const optionalText = text.nullish().transform((value) => value ?? null)
const id = z.union([z.string().min(1).max(128), z.number().int().nonnegative()]).transform(String)

/** A verified address only: a provider's unverified one says nothing about who the user is. */
const verifiedEmail = (email: unknown, verified: unknown) =>
  typeof email === 'string' && email.length <= 254 && verified !== false && verified !== 'false'
    ? email
    : null

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> | undefined {
  const result = schema.safeParse(value)
  return result.success ? result.data : undefined
}

const oidcClaims = z.object({
  sub: text,
  email: z.string().max(254).optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: optionalText,
  preferred_username: optionalText,
})

/** From the ID token's claims: the address when verified, else the name, as the name to show. */
function oidcIdentity(claims: Record<string, unknown>): SocialIdentity | undefined {
  const found = parsed(oidcClaims, claims)
  if (!found) return undefined
  const email = verifiedEmail(found.email, found.email_verified)
  return { subject: found.sub, userName: email ?? found.name ?? found.preferred_username, email }
}

/**
 * The six providers, with their real endpoints (a setting's `issuer` or URLs replace them, for a stand-in): the
 * scopes asked for are the least that give a stable id and a name (and the address where the provider has one).
 */
export const providerProfiles: Record<SocialProvider, ProviderProfile> = {
  google: {
    kind: 'oidc',
    issuer: 'https://accounts.google.com',
    scope: 'openid email profile',
    auth: 'post',
    identity: oidcIdentity,
  },
  apple: {
    kind: 'oidc',
    issuer: 'https://appleid.apple.com',
    scope: 'openid email name',
    responseMode: 'form_post',
    auth: 'post',
    identity: oidcIdentity,
  },
  github: {
    kind: 'oauth',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userUrl: 'https://api.github.com/user',
    scope: 'read:user user:email',
    auth: 'post',
    identity: (body) => {
      const user = parsed(z.object({ id, login: text, email: z.string().max(254).nullish() }), body)
      // GitHub lists only an address the user made public, and only verified addresses can be public.
      return user && { subject: user.id, userName: user.login, email: user.email ?? null }
    },
  },
  discord: {
    kind: 'oauth',
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userUrl: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    auth: 'post',
    identity: (body) => {
      const user = parsed(
        z.object({
          id,
          username: text,
          email: z.string().max(254).nullish(),
          verified: z.boolean().nullish(),
        }),
        body,
      )
      return (
        user && { subject: user.id, userName: user.username, email: verifiedEmail(user.email, user.verified) }
      )
    },
  },
  x: {
    kind: 'oauth',
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userUrl: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    auth: 'basic',
    identity: (body) => {
      const user = parsed(z.object({ data: z.object({ id, username: text }) }), body)
      return user && { subject: user.data.id, userName: user.data.username, email: null }
    },
  },
  facebook: {
    kind: 'oauth',
    authorizationUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
    auth: 'post',
    identity: (body) => {
      const user = parsed(z.object({ id, name: optionalText, email: z.string().max(254).nullish() }), body)
      // Facebook gives only a confirmed address.
      return (
        user && { subject: user.id, userName: user.name ?? user.email ?? null, email: user.email ?? null }
      )
    },
  },
}
