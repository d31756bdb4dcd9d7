import { Hono } from 'hono'
import { z } from 'zod'
import type { AccountReaders } from '../accounts/AccountReader.js'
import { readerFor } from '../accounts/createAccountReaders.js'
import { ValidationError, validate } from '../middleware/validate.js'

const querySchema = z.object({
  cursor: z.string().max(500).optional(),
  // A provider name (e.g. 'coinbase') or 'true' asks for on-ramp purchases; 'false' or absent for the chain.
  onramp: z.string().max(40).optional(),
  chainId: z.string().max(100).optional(),
})

/**
 * GET /v1/account/{account}/history — the transactions of an account of any namespace the API reads,
 * chosen by `chainId` (every EVM chain without one), newest first, cursor-paged. With `onramp` it lists the
 * account's on-ramp purchases instead (pending, confirmed and failed): those are delivered to EVM and Solana
 * accounts; without a `chainId` the address's form tells which (`0x…` EVM, otherwise Solana).
 */
export function historyRoutes({
  readers,
  onrampHistory,
}: {
  readers: AccountReaders
  onrampHistory: (account: string) => Promise<{ data: unknown[]; next: string | undefined }>
}) {
  return new Hono().get('/account/:account/history', async (c) => {
    const query = validate(querySchema, c.req.query(), 'query')
    const onramp = query.onramp !== undefined && query.onramp !== '' && query.onramp !== 'false'
    const { namespace, reader } =
      onramp && query.chainId === undefined
        ? c.req.param('account').startsWith('0x')
          ? { namespace: 'eip155', reader: readers.eip155 }
          : { namespace: 'solana', reader: readers.solana }
        : readerFor(readers, query.chainId)
    const account = await reader.address(c.req.param('account'), 'params.account', query.chainId)
    const chainIds = reader.chains(query.chainId)
    if (onramp) return c.json(await onrampHistory(account), 200, { 'Cache-Control': 'no-store' })
    if (!reader.history) {
      throw new ValidationError('query.chainId', `History of ${namespace}: accounts is not served`)
    }
    return c.json(await reader.history(chainIds, account, query.cursor))
  })
}
