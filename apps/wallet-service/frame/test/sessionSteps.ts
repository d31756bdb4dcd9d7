// What the sessions walk (sessions.browser.test.ts) asks and reads: ERC-7715 requests in the 2026 dialect, the
// approval view's rows, the session key's wallet and its redemptions, and the chain's clock and DelegationManager.
import { type Delegation, delegationHash, sendWithSession } from '@portico/adapter-evm/sessions'
import type { Frame } from 'playwright-core'
import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  numberToHex,
  type PrivateKeyAccount,
  type PublicClient,
  parseAbi,
} from 'viem'
import type { Reply } from './appPage.js'
import { approvalText, usdcTransfer } from './smartAccountSteps.js'

/** A `wallet_requestExecutionPermissions` request for `amount` of `token` until `expiry` (unix seconds). */
export function tokenSessionRequest(p: {
  from: Address
  to: Address
  token: Address
  amount: bigint
  expiry: number
  type?: string
}) {
  return {
    chainId: '0x7a69',
    from: p.from,
    to: p.to,
    permission: {
      type: p.type ?? 'erc20-token-allowance',
      isAdjustmentAllowed: false,
      data: { tokenAddress: p.token, allowanceAmount: numberToHex(p.amount), justification: 'Pay as you go' },
    },
    rules: [{ type: 'expiry', data: { timestamp: p.expiry } }],
  }
}

/** What a grant answers (ERC-7715, 2026): the request plus the context, the manager and the dependencies. */
export type GrantedSession = {
  context: Hex
  delegationManager: Address
  dependencies: { factory: Address; factoryData: Hex }[]
} & Record<string, unknown>

/** The approval view's top-level rows as [label, value] (a row with children: its label and ''). */
export async function approvalRows(frame: Frame): Promise<[string, string][]> {
  const view = frame.locator('[data-view="approve"]')
  await view.waitFor()
  return view.evaluate((root) =>
    [...root.querySelectorAll('dl.details:not(.meta) > div.detail')]
      .filter((row) => !row.parentElement?.closest('div.detail'))
      .map(
        (row) =>
          [
            row.querySelector('dt')?.textContent ?? '',
            row.querySelector(':scope > dd')?.textContent ?? '',
          ] as [string, string],
      ),
  )
}

/**
 * The approval view's text once it shows for `pending`; fails at once with the frame's answer when the request
 * ends without one (instead of waiting for a view that will not come).
 */
export function approvalFor(frame: Frame, pending: Promise<Reply | null>): Promise<string> {
  let shown = false
  const view = approvalText(frame).then((text) => {
    shown = true
    return text
  })
  const ended = pending.then((reply) => {
    if (!shown) throw new Error(`The request ended without an approval: ${JSON.stringify(reply?.payload)}`)
    return ''
  })
  return Promise.race([view, ended])
}

/** Whether the frame shows an approval view now. */
export const showsApproval = async (frame: Frame) =>
  (await frame.locator('[data-view="approve"]').count()) > 0

/** The chain's latest block time (unix seconds). */
export async function chainTime(client: PublicClient): Promise<number> {
  return Number((await client.getBlock()).timestamp)
}

/** Moves anvil's clock `seconds` ahead and mines a block there. */
export async function travel(client: PublicClient, seconds: number) {
  await client.request({ method: 'evm_increaseTime' as never, params: [numberToHex(seconds)] as never })
  await client.request({ method: 'evm_mine' as never, params: [] as never })
}

const delegationManagerAbi = parseAbi(['function disabledDelegations(bytes32) view returns (bool)'])

/** Whether the DelegationManager holds `delegation` disabled. */
export const isDisabled = (client: PublicClient, manager: Address, delegation: Delegation) =>
  client.readContract({
    address: manager,
    abi: delegationManagerAbi,
    functionName: 'disabledDelegations',
    args: [delegationHash(delegation)],
  })

/**
 * The app's session key on the chain: `redeem` runs calls under `granted` with `sendWithSession` (the key pays the
 * gas) and answers the mined receipt's status; `transfer` redeems one USDC transfer.
 */
export function sessionKeyWallet(key: PrivateKeyAccount, rpcUrl: string, client: PublicClient) {
  const chain = defineChain({
    id: 31337,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wallet = createWalletClient({ account: key, chain, transport: http(rpcUrl) })
  const redeem = async (granted: GrantedSession, calls: { to: Address; value?: bigint; data?: Hex }[]) => {
    const hash = await sendWithSession(wallet, {
      context: granted.context,
      delegationManager: granted.delegationManager,
      dependencies: granted.dependencies,
      calls,
    })
    return (await client.waitForTransactionReceipt({ hash })).status
  }
  return {
    redeem,
    transfer: (granted: GrantedSession, usdc: Address, to: Address, amount: bigint) =>
      redeem(granted, [usdcTransfer(usdc, to, amount)]),
  }
}
