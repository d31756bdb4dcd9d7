// The errors of the format. Each has a stable `name`; `RecoverError` is their common base, so a caller can tell
// "the format refused this" from anything else with one `instanceof`.

export class RecoverError extends Error {
  override name = 'RecoverError'
}

/** The password does not open a sealed share (or its ciphertext was changed: AES-GCM cannot tell the two apart). */
export class WrongPasswordError extends RecoverError {
  override name = 'WrongPasswordError'
  constructor() {
    super('Wrong recovery password')
  }
}

/** A sealed share that is not one: bad JSON, a missing field, out-of-range scrypt parameters, bad base64. */
export class InvalidBlobError extends RecoverError {
  override name = 'InvalidBlobError'
  constructor(cause?: unknown) {
    super('The recovery backup is damaged', { cause })
  }
}

/** Two shares that cannot be combined: different lengths, the same x, or x = 0. */
export class ShareMismatchError extends RecoverError {
  override name = 'ShareMismatchError'
  constructor(message = 'The shares belong to different splits') {
    super(message)
  }
}

export type InvalidKeyReason =
  | 'MNEMONIC_LENGTH'
  | 'MNEMONIC_WORD'
  | 'MNEMONIC_CHECKSUM'
  | 'EVM_KEY_FORMAT'
  | 'EVM_KEY_RANGE'
  | 'SOLANA_KEY_FORMAT'
  | 'SOLANA_KEY_MISMATCH'
  | 'SECRET_LENGTH'

/** A mnemonic, key or wallet secret that is not valid; `reason` says which check refused it. */
export class InvalidKeyError extends RecoverError {
  override name = 'InvalidKeyError'
  readonly reason: InvalidKeyReason
  constructor(reason: InvalidKeyReason, message: string) {
    super(message)
    this.reason = reason
  }
}

/** The password does not open the kit's recovery share. */
export class KitPasswordError extends RecoverError {
  override name = 'KitPasswordError'
  constructor(cause?: unknown) {
    super('Wrong recovery password', { cause })
  }
}

/** The kit has the right shape and the password is right, but its contents do not agree: it was changed. */
export class KitDamagedError extends RecoverError {
  override name = 'KitDamagedError'
  constructor(detail: string, cause?: unknown) {
    super(`The emergency kit is damaged: ${detail}`, { cause })
  }
}

/** Not an emergency kit (or a version this library does not read). */
export class KitFormatError extends RecoverError {
  override name = 'KitFormatError'
  constructor(cause?: unknown) {
    super('Not a Portico emergency kit', { cause })
  }
}
