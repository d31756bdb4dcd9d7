// A key the user imports into a new wallet, as typed in the frame's import view: which kind it is (told while the
// user types) and, once complete, the wallet secret it becomes. The secret and its checks (BIP-39 checksum, key
// range) are the key format's (`@portico/recover`); this file names what the user typed and why it is refused.
import {
  InvalidKeyError,
  type InvalidKeyReason,
  type SecretKind,
  secretFromEvmKey,
  secretFromMnemonic,
  secretFromSolanaKey,
} from '@portico/recover'
import { wordlist } from '@scure/bip39/wordlists/english.js'

export type ImportKind = SecretKind

export type ImportFailure =
  /** Nothing typed. */
  | 'empty'
  /** Neither a phrase nor a key. */
  | 'unrecognised'
  /** A phrase of other than 12, 15, 18, 21 or 24 words. */
  | 'word-count'
  /** A word not in the BIP-39 English list. */
  | 'unknown-word'
  /** All words known, but the phrase's checksum is wrong (a word mistyped or out of order). */
  | 'checksum'
  /** An EVM key of 0 or at least the curve order; a Solana key of the wrong length or whose halves disagree. */
  | 'key-invalid'

export class InvalidImportError extends Error {
  override name = 'InvalidImportError'
  constructor(
    readonly reason: ImportFailure,
    /** For 'unknown-word': the first such word (it is the user's own typing, shown only in the frame). */
    readonly word?: string,
    cause?: unknown,
  ) {
    super(`Invalid key to import: ${reason}`, { cause })
  }
}

const HEX_TYPING = /^0x[0-9a-fA-F]*$|^[0-9a-fA-F]{64}$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
/** A BIP-39 English word is 3 to 8 lower-case letters. */
const WORD_TYPING = /^[a-z]{1,8}$/
const knownWords = new Set(wordlist)

const failureOf: Record<InvalidKeyReason, ImportFailure> = {
  MNEMONIC_LENGTH: 'word-count',
  MNEMONIC_WORD: 'unknown-word',
  MNEMONIC_CHECKSUM: 'checksum',
  EVM_KEY_FORMAT: 'key-invalid',
  EVM_KEY_RANGE: 'key-invalid',
  SOLANA_KEY_FORMAT: 'key-invalid',
  SOLANA_KEY_MISMATCH: 'key-invalid',
  SECRET_LENGTH: 'key-invalid',
}

/** The words of a phrase as typed: case, extra spaces and line breaks do not matter. */
export function mnemonicWords(text: string): string[] {
  return text.normalize('NFKD').trim().toLowerCase().split(/\s+/).filter(Boolean)
}

/**
 * The kind the text looks like while it is typed (undefined when it is empty or fits none): words are a recovery
 * phrase, 0x-hex (or 64 hex digits) an EVM key, a longer base58 string a Solana key.
 */
export function detectImportKind(text: string): ImportKind | undefined {
  const trimmed = text.trim()
  if (!trimmed) return undefined
  if (/\s/.test(trimmed))
    return mnemonicWords(trimmed).every((word) => /^[a-z]+$/.test(word)) ? 'mnemonic' : undefined
  if (WORD_TYPING.test(trimmed.toLowerCase())) return 'mnemonic'
  if (HEX_TYPING.test(trimmed)) return 'evm-key'
  if (BASE58.test(trimmed)) return 'solana-key'
  return undefined
}

const secretOf: Record<ImportKind, (text: string) => Uint8Array> = {
  mnemonic: secretFromMnemonic,
  'evm-key': secretFromEvmKey,
  'solana-key': secretFromSolanaKey,
}

/** The kind and wallet secret of the text the user typed; the caller wipes `secret` once it is split. */
export function parseImport(text: string): { kind: ImportKind; secret: Uint8Array } {
  if (!text.trim()) throw new InvalidImportError('empty')
  const kind = detectImportKind(text)
  if (!kind) throw new InvalidImportError('unrecognised')
  try {
    return { kind, secret: secretOf[kind](text) }
  } catch (error) {
    if (!(error instanceof InvalidKeyError)) throw error
    const reason = failureOf[error.reason]
    const word = reason === 'unknown-word' ? mnemonicWords(text).find((w) => !knownWords.has(w)) : undefined
    throw new InvalidImportError(reason, word, error)
  }
}
