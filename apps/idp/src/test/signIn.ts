import type { Idp, SocialProvider } from '../index.js'
import { Browser, formActionFor, locationOf, pkce, randomState } from './browser.js'

export const client = {
  clientId: 'portico-test',
  clientSecret: 'portico-test-secret',
  redirectUris: ['http://127.0.0.1:9/callback'],
}
export const redirectUri = client.redirectUris[0]!

export type SignInParameters = {
  scope: string
  /** A test user's id, or 'cancel'. */
  pick: string
  nonce?: string
  /** Extra or replaced authorization parameters (`code_challenge: ''` leaves PKCE out). */
  params?: Record<string, string>
}

/**
 * Walks a browser through a sign-in at one provider: the authorization request, the login page, picking a user
 * (or Cancel), until the redirect back to the client. Returns that redirect and what the client kept.
 */
export async function signIn(idp: Idp, provider: SocialProvider, p: SignInParameters) {
  const browser = new Browser()
  const { verifier, challenge } = pkce()
  const state = randomState()
  const query = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: p.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(p.nonce === undefined ? {} : { nonce: p.nonce }),
    ...p.params,
  })
  for (const [key, value] of [...query]) if (value === '') query.delete(key)
  const authorize = `${idp.providers[provider].authorizationUrl}?${query}`
  const pageUrl = locationOf(await browser.request(authorize), authorize)
  const page = await browser.request(pageUrl)
  const html = await page.text()
  if (page.status !== 200) throw new Error(`login page answered ${page.status}: ${html}`)
  const marker = p.pick === 'cancel' ? 'data-cancel' : `data-user="${p.pick}"`
  const action = new URL(formActionFor(html, marker), pageUrl)
  const posted = await browser.post(action, p.pick === 'cancel' ? {} : { user: p.pick })
  const resume = locationOf(posted, action)
  const answer = await browser.request(resume)
  const callback = answer.status === 200 ? await formPostTarget(answer) : locationOf(answer, resume)
  return { callback, state, verifier, browser, pageUrl, html }
}

/** `response_mode=form_post`: the page that posts the answer to the client, read as the URL and fields it posts. */
async function formPostTarget(answer: Response): Promise<URL> {
  const html = await answer.text()
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]
  if (!action) throw new Error(`expected a redirect or a form_post page, got: ${html}`)
  const target = new URL(action)
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g,
  ))
    target.searchParams.set(name, value)
  target.hash = 'form_post'
  return target
}

/** The token request of the client (client_secret_basic unless `post`). */
export async function exchangeCode(
  idp: Idp,
  provider: SocialProvider,
  code: string,
  verifier: string,
  auth: 'basic' | 'post' = 'basic',
) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  })
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (auth === 'basic') {
    const encode = (s: string) => encodeURIComponent(s)
    headers.authorization = `Basic ${Buffer.from(`${encode(client.clientId)}:${encode(client.clientSecret)}`).toString('base64')}`
  } else {
    body.set('client_id', client.clientId)
    body.set('client_secret', client.clientSecret)
  }
  const response = await fetch(idp.providers[provider].tokenUrl, {
    method: 'POST',
    headers,
    body: body.toString(),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}
