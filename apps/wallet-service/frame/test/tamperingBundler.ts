// A bundler in front of the real one that answers two methods with nonsense: eth_sendUserOperation (a number, and
// the operation is never passed on) and eth_getUserOperationReceipt (an object of the wrong shape). Everything
// else goes through, so an operation can be prepared against it.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export async function startTamperingBundler(target: string) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type')
    if (req.method === 'OPTIONS') return res.end()
    const call = JSON.parse(body) as { id: number; method: string }
    res.setHeader('content-type', 'application/json')
    if (call.method === 'eth_sendUserOperation')
      return res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: 42 }))
    if (call.method === 'eth_getUserOperationReceipt')
      return res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: { success: 'yes', receipt: [] } }))
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    res.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
