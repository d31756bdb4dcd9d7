import type { TestUser } from './users.js'
import { stableDigits, subjectFor } from './users.js'

/** The social login providers the stand-in plays, each under its own path (`/google`, `/github`, …). */
export type SocialProvider = 'google' | 'apple' | 'github' | 'discord' | 'x' | 'facebook'

/**
 * One provider as data: its name on the login page, whether it speaks OpenID Connect (the client reads an ID
 * token) or plain OAuth 2 (the client reads the provider's own user API), the scopes its real counterpart
 * grants, and what that user API answers.
 */
export type ProviderProfile = {
  id: SocialProvider
  name: string
  protocol: 'oidc' | 'oauth2'
  scopes: readonly string[]
  /** The JSON the real provider's user API answers for this user (`/<provider>/user`). */
  userJson: (user: TestUser) => Record<string, unknown>
}

/** The claims an OpenID Connect provider (and its userinfo) gives; the user API of google and apple too. */
export const oidcClaims = (provider: SocialProvider, user: TestUser) => ({
  sub: subjectFor(provider, user),
  email: user.email,
  email_verified: true,
  name: user.name,
  preferred_username: user.username,
})

export const providerProfiles: Record<SocialProvider, ProviderProfile> = {
  google: {
    id: 'google',
    name: 'Google',
    protocol: 'oidc',
    scopes: ['openid', 'email', 'profile'],
    userJson: (user) => oidcClaims('google', user),
  },
  apple: {
    id: 'apple',
    name: 'Apple',
    protocol: 'oidc',
    scopes: ['openid', 'email', 'profile', 'name'],
    userJson: (user) => oidcClaims('apple', user),
  },
  github: {
    id: 'github',
    name: 'GitHub',
    protocol: 'oauth2',
    scopes: ['read:user', 'user:email', 'user'],
    // GitHub's `GET /user`: a numeric id and a login.
    userJson: (user) => ({
      id: Number(stableDigits('github', user, 8)),
      login: user.username,
      name: user.name,
      email: user.email,
    }),
  },
  discord: {
    id: 'discord',
    name: 'Discord',
    protocol: 'oauth2',
    scopes: ['identify', 'email'],
    // Discord's `GET /users/@me`: a snowflake id as a string.
    userJson: (user) => ({
      id: stableDigits('discord', user, 18),
      username: user.username,
      global_name: user.name,
      email: user.email,
      verified: true,
    }),
  },
  x: {
    id: 'x',
    name: 'X',
    protocol: 'oauth2',
    scopes: ['users.read', 'tweet.read', 'offline.access'],
    // X's `GET /2/users/me`: wrapped in `data`, and no e-mail address.
    userJson: (user) => ({
      data: { id: stableDigits('x', user, 19), name: user.name, username: user.username },
    }),
  },
  facebook: {
    id: 'facebook',
    name: 'Facebook',
    protocol: 'oauth2',
    scopes: ['email', 'public_profile'],
    // The Graph API's `GET /me?fields=id,name,email`: an app-scoped id as a string.
    userJson: (user) => ({ id: stableDigits('facebook', user, 16), name: user.name, email: user.email }),
  },
}

export const socialProviders = Object.keys(providerProfiles) as SocialProvider[]
