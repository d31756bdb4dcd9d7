// For other packages' tests: a person at the stand-in's login page, reduced to requests.
import { Browser, formActionFor, locationOf } from './test/browser.js'

/** Where the provider sent the person: the client's redirect URI with the answer, or (form_post) its fields. */
export type ProviderAnswer = { callback: URL; form?: URLSearchParams }

/**
 * Opens `authorizationUrl` (a client's authorization request at one of the stand-in's providers), picks the test
 * user `pick` on the login page (or 'cancel', or 'fail': the provider answers `server_error`), and follows the stand-in until it sends the person back to the
 * client: the redirect's address, or for `response_mode=form_post` the address and the fields its page posts.
 */
export async function logInAt(authorizationUrl: string, pick: string): Promise<ProviderAnswer> {
  const browser = new Browser()
  const pageUrl = locationOf(await browser.request(authorizationUrl), authorizationUrl)
  const page = await browser.request(pageUrl)
  const html = await page.text()
  if (page.status !== 200) throw new Error(`login page answered ${page.status}: ${html.slice(0, 500)}`)
  const marker = pick === 'cancel' || pick === 'fail' ? `data-${pick}` : `data-user="${pick}"`
  const action = new URL(formActionFor(html, marker), pageUrl)
  const posted = await browser.post(action, pick === 'cancel' || pick === 'fail' ? {} : { user: pick })
  const resume = locationOf(posted, action)
  const answer = await browser.request(resume)
  if (answer.status !== 200) return { callback: locationOf(answer, resume) }
  const body = await answer.text()
  const target = /<form method="post" action="([^"]+)">/.exec(body)?.[1]
  if (!target) throw new Error(`expected a redirect or a form_post page, got: ${body.slice(0, 500)}`)
  const form = new URLSearchParams()
  for (const [, name = '', value = ''] of body.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g,
  ))
    form.set(name, decodeEntities(value))
  return { callback: new URL(decodeEntities(target)), form }
}

const decodeEntities = (text: string) =>
  text.replace(/&(#\d+|amp|quot|lt|gt|#x[0-9a-f]+);/gi, (entity, body: string) => {
    if (body[0] === '#')
      return String.fromCodePoint(
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1)),
      )
    return ({ amp: '&', quot: '"', lt: '<', gt: '>' } as Record<string, string>)[body.toLowerCase()] ?? entity
  })
