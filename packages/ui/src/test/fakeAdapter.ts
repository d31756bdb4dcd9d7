import type { Connector } from '@portico/core'
import { createTestAdapter } from '@portico/core/testing'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** What the connect views list by default: an injected provider and two announced wallets. */
const CONNECTORS: Connector[] = [
  { id: 'injected', name: 'Injected', chain: 'eip155', type: 'INJECTED' },
  {
    id: 'dev.portico.wallet',
    name: 'Portico Dev Wallet',
    chain: 'eip155',
    type: 'ANNOUNCED',
    info: { rdns: 'dev.portico.wallet' },
  },
  { id: 'io.metamask', name: 'MetaMask', chain: 'eip155', type: 'ANNOUNCED', info: { rdns: 'io.metamask' } },
]

/**
 * Core's in-memory test wallet on EVM at ADDRESS, listing the given connectors (CONNECTORS by default), with
 * 12.3456 ETH and a fee of 21,000 gas at 1 gwei.
 */
export function createFakeAdapter(connectors: Connector[] = CONNECTORS) {
  const test = createTestAdapter('eip155', [ADDRESS], { connectors })
  test.wallet.balance = '12.3456'
  test.wallet.fee = 21_000n * 1_000_000_000n
  return test
}
