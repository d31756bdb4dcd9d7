import type { Account } from '@portico/core'
import type { PublicClient } from '../actions/types.js'

// An EOA that delegates to code by EIP-7702 carries `0xef0100 ‖ address` as its code: it is still an EOA.
const DELEGATION_PREFIX = '0xef0100'

/**
 * Types wallet accounts by what is at their addresses: an account holding contract code is a smart account
 * (`'smartAccount'`, it signs by ERC-1271); one without code is an `'eoa'`, and so is a counterfactual smart
 * account until it is deployed. The code is read from the app's RPC (`client`), never asked of the wallet. Types
 * once read are remembered (`known`), so events can type the accounts they carry at once.
 */
export function createAccountTypes() {
  const types = new Map<string, Account['type']>()
  return {
    /** The accounts with the types read before; unread ones keep theirs. */
    known(accounts: readonly Account[]): Account[] {
      return accounts.map((account) => ({ ...account, type: types.get(account.address) ?? account.type }))
    },
    /** Whether every account's type was read before. */
    allKnown(accounts: readonly Account[]): boolean {
      return accounts.every((account) => types.has(account.address))
    },
    /** Reads each account's code on `client`; an account whose code cannot be read keeps its type. */
    async read(client: PublicClient, accounts: readonly Account[]): Promise<Account[]> {
      return Promise.all(
        accounts.map(async (account) => {
          let code: string | undefined
          try {
            // eth_getCode on the client itself (what viem's getCode sends), so typing loads no viem action.
            code =
              (await client.request({
                method: 'eth_getCode',
                params: [account.address as `0x${string}`, 'latest'],
              })) ?? '0x'
          } catch {
            // The RPC is down: the connection goes on, the account keeps the type the wallet gave.
            return { ...account, type: types.get(account.address) ?? account.type }
          }
          const type = code !== '0x' && !code.startsWith(DELEGATION_PREFIX) ? 'smartAccount' : 'eoa'
          types.set(account.address, type)
          return { ...account, type }
        }),
      )
    },
  }
}
