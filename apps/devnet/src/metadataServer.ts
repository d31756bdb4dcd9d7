import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { nftImage } from './nftImage.js'
import { nftMetadata } from './nftMetadata.js'

export type MetadataServer = {
  url: string
  /** What GET /devnet.json answers (set once the chains are deployed). */
  setInfo(info: unknown): void
  close(): Promise<void>
}

const nftPath = /^\/nft\/(\d+)\/(\d+)\.(json|svg)$/

/**
 * HTTP server on a free port: /nft/<chainId>/<tokenId>.json (metadata), /nft/<chainId>/<tokenId>.svg
 * (image), /devnet.json (chains and addresses). CORS is open so a page can fetch them.
 */
export async function startMetadataServer(host: string): Promise<MetadataServer> {
  let info: unknown = null
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') return send(response, 204, 'text/plain', '')
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain', '')
    const path = new URL(request.url ?? '/', 'http://devnet').pathname
    if (path === '/devnet.json') return send(response, 200, 'application/json', JSON.stringify(info))
    const match = nftPath.exec(path)
    if (!match) return send(response, 404, 'text/plain', 'not found')
    const chainId = Number(match[1])
    const tokenId = Number(match[2])
    if (match[3] === 'svg') return send(response, 200, 'image/svg+xml', nftImage(chainId, tokenId))
    return send(response, 200, 'application/json', JSON.stringify(nftMetadata(chainId, tokenId, url)))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host}:${port}`
  return {
    url,
    setInfo: (value) => {
      info = value
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  response.end(body)
}
