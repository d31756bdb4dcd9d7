import type { SiwxNamespace } from './types.js'

/** The account word of each namespace's first line: "… sign in with your Ethereum account:". */
export const siwxAccountNames: Record<SiwxNamespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
}

/** The namespace whose account word this is, else undefined. */
export function namespaceOfAccountName(name: string): SiwxNamespace | undefined {
  return (Object.keys(siwxAccountNames) as SiwxNamespace[]).find((key) => siwxAccountNames[key] === name)
}
