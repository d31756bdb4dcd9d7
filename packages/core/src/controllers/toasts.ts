import { proxy } from 'valtio/vanilla'

export type ToastVariant = 'success' | 'error' | 'loading' | 'info'

/**
 * What a toast tells, as a code the UI words in the person's language:
 * - `tokenBalanceUnavailable`: token balances could not be loaded (retries wait 30 s);
 * - `swapInitFailed`, `swapNetworkPriceFailed`, `swapAllowanceFailed`, `swapApprovalBuildFailed`,
 *   `swapBuildFailed`: a step of the swap failed (the form goes back);
 * - `swapIncorrectAmount`: no quote came back for the amount;
 * - `swapApproveInWallet`, `swapConfirmInWallet`: the wallet is asked to approve the spending limit, or to
 *   confirm the swap;
 * - `swapping`, `swapped`: the swap was sent / has settled (values: fromAmount, fromSymbol, toAmount,
 *   toSymbol);
 * - `requestRejected`: the wallet refused the request; `transactionFailed`: the wallet or the chain failed the
 *   transaction; `approvalReverted`: the approval was mined but failed;
 * - `sendStarted`: the wallet took the transfer; `sendFailed`: it did not (`sendFailedSolana` on Solana,
 *   whose wallets ask to try again);
 * - `siwxInitializeFailed`: looking for a sign-in session failed after connecting; the wallet was disconnected.
 */
export type ToastCode =
  | 'tokenBalanceUnavailable'
  | 'swapInitFailed'
  | 'swapNetworkPriceFailed'
  | 'swapAllowanceFailed'
  | 'swapApprovalBuildFailed'
  | 'swapBuildFailed'
  | 'swapIncorrectAmount'
  | 'swapApproveInWallet'
  | 'swapConfirmInWallet'
  | 'swapping'
  | 'swapped'
  | 'requestRejected'
  | 'transactionFailed'
  | 'approvalReverted'
  | 'sendStarted'
  | 'sendFailed'
  | 'sendFailedSolana'
  | 'siwxInitializeFailed'

export type ToastValues = Readonly<Record<string, string>>

/** Core shows its `ToastCode`s; a UI may show toasts of its own under codes of its own. */
export type Toast = {
  id: number
  code: ToastCode | (string & {})
  variant: ToastVariant
  values?: ToastValues | undefined
}

export type ToastState = { toast: Toast | undefined }

/** One toast at a time; a newer one replaces the older. Timers and wording belong to the UI. */
export function createToastController() {
  const state = proxy<ToastState>({ toast: undefined })
  let nextId = 1
  const show =
    (variant: ToastVariant) =>
    (code: Toast['code'], values?: ToastValues): number => {
      const toast: Toast = { id: nextId++, code, variant, ...(values && { values }) }
      state.toast = toast
      return toast.id
    }
  return {
    state,
    success: show('success'),
    error: show('error'),
    loading: show('loading'),
    info: show('info'),
    /** Hides the current toast, or only the one with this id. */
    hide(id?: number) {
      if (id === undefined || state.toast?.id === id) state.toast = undefined
    },
  }
}

export type ToastController = ReturnType<typeof createToastController>
