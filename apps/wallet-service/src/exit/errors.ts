import { AuthError } from '../errors.js'

/**
 * 410: the wallet was handed to another wallet service (`movedTo`, its origin); this one no longer serves it.
 * Answered as `{ message, code: 'WALLET_MOVED', movedTo }`.
 */
export class WalletMovedError extends AuthError {
  override name = 'WalletMovedError'
  readonly code = 'WALLET_MOVED'
  constructor(readonly movedTo: string) {
    super(410, `This wallet has moved to ${movedTo}. Sign in there with the same e-mail address.`)
  }

  override toJSON() {
    return { ...super.toJSON(), code: this.code, movedTo: this.movedTo }
  }
}

/** Why an exit step was refused; the CLI prints the message and ends with `exitCode`. */
export type ExitRefusalCode =
  | 'NO_USER'
  | 'NO_WALLET'
  | 'MOVED'
  | 'NOT_APPROVED'
  | 'DECLINED'
  | 'BAD_FILE'
  | 'UNTRUSTED'
  | 'BAD_SIGNATURE'
  | 'WRONG_DESTINATION'
  | 'EXPIRED'
  | 'REPLAYED'
  | 'PENDING'
  | 'HAS_WALLET'
  | 'CONFIG'

/** The exit codes of `wallet-service exit …`: 1 a bad setting or use, 2 the user's state, 3 a refused file. */
const exitCodes: Record<ExitRefusalCode, number> = {
  CONFIG: 1,
  NO_USER: 2,
  NO_WALLET: 2,
  MOVED: 2,
  NOT_APPROVED: 2,
  DECLINED: 2,
  PENDING: 2,
  HAS_WALLET: 2,
  BAD_FILE: 3,
  UNTRUSTED: 3,
  BAD_SIGNATURE: 3,
  WRONG_DESTINATION: 3,
  EXPIRED: 3,
  REPLAYED: 3,
}

/** An exit step the operator asked for that cannot be done (the words say why and what to do). */
export class ExitRefusedError extends Error {
  override name = 'ExitRefusedError'
  constructor(
    readonly code: ExitRefusalCode,
    message: string,
  ) {
    super(message)
  }

  get exitCode(): number {
    return exitCodes[this.code]
  }
}
