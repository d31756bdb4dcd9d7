import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'

/**
 * A request header by its lower-case name. On @hono/node-server it is read from the headers Node has already
 * parsed (`c.env.incoming`): asking the Fetch request (`c.req.header`) makes the adapter build a whole
 * `Headers` object for the request, which costs more than a cached answer's route. Repeated headers read as
 * Node joins them (`, `), as `Headers` does; elsewhere (tests through `app.request`) the Fetch request answers.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  if (!incoming?.headers) return c.req.header(name)
  const value = incoming.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}
