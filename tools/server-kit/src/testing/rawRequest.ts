import { connect } from 'node:net'

/**
 * The status of a request whose request-target is sent as raw bytes, what `fetch` would refuse or normalise
 * (broken escapes, NUL, bytes past ASCII, the absolute and asterisk forms). 0 when the server closes the
 * connection without an answer.
 *
 * @example
 * const status = await rawRequestStatus(server.url, 'GET', Buffer.from('/v1/x%ZZ'))
 * expect(status).toBeLessThan(500)
 */
export function rawRequestStatus(baseUrl: string, method: string, target: Buffer): Promise<number> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let head = ''
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1')
    })
    socket.on('error', reject)
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)))
    // Written, not ended: a client that half-closes first may get no answer at all (Connection: close ends it).
    socket.write(
      Buffer.concat([
        Buffer.from(`${method} `),
        target,
        Buffer.from(
          ` HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
        ),
      ]),
    )
  })
}
