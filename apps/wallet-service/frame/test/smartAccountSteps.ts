// What the smart-account walk (smartAccount.browser.test.ts) reads and does on the devnet: clients, balances, the
// paymaster's deposit, an e-mail user's sign-up in the frame, and Approve in the approval view.
import {
  devnetAccount,
  ENTRY_POINT_ADDRESS,
  entryPointAbi,
  porticoAccountFactoryAbi,
} from '@portico/devnet/contracts'
import type { Frame, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
} from 'viem'
import { expect } from 'vitest'
import { ok, request } from './appPage.js'
import type { FrameWorld } from './frameWorld.js'

export function chainOf(world: FrameWorld) {
  const chain = world.devnet.chains[0]!
  const client = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient
  return {
    chain,
    client,
    usdcOf: (address: Address) =>
      client.readContract({
        address: chain.addresses.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    paymasterDeposit: () =>
      client.readContract({
        address: ENTRY_POINT_ADDRESS,
        abi: entryPointAbi,
        functionName: 'balanceOf',
        args: [chain.addresses.porticoPaymaster],
      }),
    counterfactual: (owner: Address) =>
      client.readContract({
        address: chain.addresses.porticoAccountFactory,
        abi: porticoAccountFactoryAbi,
        functionName: 'getAddress',
        args: [owner, 0n],
      }),
    /** Sets `address`'s ETH balance (anvil). */
    giveEth: (address: Address, value: bigint) =>
      client.request({ method: 'anvil_setBalance' as never, params: [address, numberToHex(value)] as never }),
    /** Test account 0 sends `amount` USDC to `to`. */
    async giveUsdc(to: Address, amount: bigint) {
      const funder = createWalletClient({
        account: devnetAccount(0),
        transport: http(chain.rpcUrl),
      })
      const hash = await funder.writeContract({
        chain: null,
        address: chain.addresses.usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      })
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    },
  }
}

export const usdcTransfer = (usdc: Address, to: Address, amount: bigint) => ({
  to: usdc,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) as Hex,
})

/** A new e-mail user signs up in the frame and sets a recovery password. */
export async function signUp(world: FrameWorld, page: Page, frame: Frame, email: string) {
  const before = Date.now()
  expect(await ok(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
  expect(await ok(page, 'CONNECT_OTP', { otp: await world.codeAfter(before, email) })).toEqual({
    wallet: 'create',
  })
  const setup = request(page, 'SETUP_WALLET')
  await frame.locator('form[data-view="setup"]').waitFor()
  await frame.locator('input[name="password"]').fill('correct horse battery')
  await frame.locator('input[name="confirm"]').fill('correct horse battery')
  await frame.locator('button[type="submit"]').click()
  expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
}

/** The approval view's text once it shows; `approve` clicks Approve when it can be pressed. */
export async function approvalText(frame: Frame): Promise<string> {
  const view = frame.locator('[data-view="approve"]')
  await view.waitFor()
  return (await view.textContent()) ?? ''
}

export async function approve(frame: Frame) {
  await frame.waitForFunction(() => !document.querySelector('button.primary')?.hasAttribute('disabled'))
  await frame.locator('button.primary').click()
}
