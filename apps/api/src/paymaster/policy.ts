import { decodeFunctionData, type Hex, parseAbi, toFunctionSelector } from 'viem'
import { z } from 'zod'

// A project's gas sponsorship policy on one chain: which contracts (and which of their methods) an operation may
// call, and how much gas it may cost per day, per user (the operation's sender) and for the whole project.

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address')
/** A method as a 4-byte selector (`0xa9059cbb`) or a signature (`transfer(address,uint256)`); `0x`: a plain transfer. */
const method = z.union([
  z.string().regex(/^0x([0-9a-fA-F]{8})?$/),
  z
    .string()
    .regex(/^[A-Za-z_$][\w$]{0,63}\([\w$,[\]() ]{0,400}\)$/)
    .refine((signature) => {
      try {
        toFunctionSelector(signature)
        return true
      } catch {
        return false
      }
    }, 'Expected a method signature such as transfer(address,uint256)'),
])
/** Wei, as a decimal string (JSON numbers lose precision past 2^53). */
const wei = z.string().regex(/^\d{1,30}$/, 'Expected wei as a decimal string')

export const policySchema = z.object({
  /** Shown to the user as the sponsor ("Gas sponsored by {name}"). */
  sponsorName: z.string().min(1).max(64),
  targets: z
    .array(z.object({ address, methods: z.optional(z.array(method).min(1).max(64)) }))
    .min(1)
    .max(256),
  /** The most a user (sender) may be sponsored per UTC day, in wei of gas cost. */
  userDailyWei: wei,
  /** The most the project may sponsor per UTC day, in wei of gas cost. */
  projectDailyWei: wei,
})

export type Policy = z.infer<typeof policySchema>

/** A call an operation makes from the account. */
export type AccountCall = { target: Hex; value: bigint; data: Hex }

// The account calls the kit's smart accounts make (ERC-4337 v0.8's BaseAccount: SimpleAccount, Simple7702Account).
export const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/** The calls in an operation's callData; undefined when it is not one of the account calls read here. */
export function accountCalls(callData: Hex): AccountCall[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: accountAbi, data: callData })
    if (decoded.functionName === 'execute') {
      const [target, value, data] = decoded.args
      return [{ target, value, data }]
    }
    return decoded.args[0].map(({ target, value, data }) => ({ target, value, data }))
  } catch {
    return undefined
  }
}

const selectorOf = (entry: string): string =>
  (entry.startsWith('0x') ? entry : toFunctionSelector(entry)).toLowerCase()

/** Why a call is outside the policy, or undefined when every call is inside. */
export function outsidePolicy(policy: Policy, calls: readonly AccountCall[]): string | undefined {
  if (calls.length === 0) return 'The operation makes no call'
  for (const call of calls) {
    const target = policy.targets.find((entry) => entry.address.toLowerCase() === call.target.toLowerCase())
    if (!target) return `Calls to ${call.target} are not sponsored`
    if (!target.methods) continue
    const selector = call.data.length >= 10 ? call.data.slice(0, 10).toLowerCase() : '0x'
    if (!target.methods.some((entry) => selectorOf(entry) === selector))
      return `The method ${selector} of ${call.target} is not sponsored`
  }
  return undefined
}
