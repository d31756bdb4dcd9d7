import type { CaipAddress } from '../../caip/types.js'
import { sessionDomain } from '../sessionSignature.js'
import type { SessionDomain } from '../types/sessions.js'

/** The EIP-712 domain of the session signatures of a CAIP-10 eip155 account: its chain's id. */
export function accountSessionDomain(address: CaipAddress): SessionDomain {
  return sessionDomain(Number(address.split(':')[1]))
}

/** The 0x address of a CAIP-10 account. */
export function plainAddress(address: CaipAddress): `0x${string}` {
  return address.split(':')[2] as `0x${string}`
}
