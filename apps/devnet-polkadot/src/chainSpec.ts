import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'

/** The gzipped raw chain spec shipped with this package (see NOTICE). */
export const CHAIN_SPEC_PATH = new URL('../chain/kusama-local.json.gz', import.meta.url)

export type RawChainSpec = {
  name: string
  id: string
  properties: { ss58Format: number; tokenDecimals: number; tokenSymbol: string }
  genesis: { raw: { top: Record<string, string> } }
}

/** Decompresses and parses the chain spec (about 3.3 MB of JSON). */
export function loadChainSpec(): RawChainSpec {
  return JSON.parse(gunzipSync(readFileSync(CHAIN_SPEC_PATH)).toString('utf8')) as RawChainSpec
}
