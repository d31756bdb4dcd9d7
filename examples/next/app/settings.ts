// Where the app finds its chain and the Portico API, read on the server at request time (`next start` with
// these variables set; see README). Plain data, so the server can hand it to the client provider.
export type Settings = {
  chainId: number
  chainName: string
  rpcUrl: string
  apiUrl?: string
  projectId: string
}

export function readSettings(): Settings {
  return {
    chainId: Number(process.env.PORTICO_CHAIN_ID ?? 31337),
    chainName: process.env.PORTICO_CHAIN_NAME ?? 'Local chain',
    rpcUrl: process.env.PORTICO_RPC_URL ?? 'http://127.0.0.1:8545',
    ...(process.env.PORTICO_API_URL && { apiUrl: process.env.PORTICO_API_URL }),
    projectId: process.env.PORTICO_PROJECT_ID ?? 'portico-local',
  }
}
