/**
 * The words of `portico-recover`, the command-line tool that recovers a wallet from its emergency kit. Placeholders
 * are named in braces: `{file}` (a path as typed), `{option}` (a command-line option as typed), `{count}` (12 to
 * 24), `{address}` (an address, never translated). Option names and `portico-recover` stay as written.
 */
export type RecoverStrings = {
  /** The help text: the command line, what the tool does, its options (keep the option names and alignment). */
  recoverUsage: string
  /** Asked on the terminal, with no echo; ends with a space where the language puts one after a colon. */
  recoverPasswordPrompt: string
  recoverNoPassword: string
  recoverWrongPassword: string
  recoverDamaged: string
  /** `{file}` */
  recoverNotAKit: string
  /** `{file}` */
  recoverCannotRead: string
  /** `{option}` */
  recoverUnknownOption: string
  recoverOneFile: string
  /** Above the recovery phrase: `{count}` words */
  recoverMnemonicTitle: string
  /** Above an imported EVM key (0x hex) */
  recoverEvmKeyTitle: string
  /** Above an imported Solana key (base58) */
  recoverSolanaKeyTitle: string
  /** `{address}` */
  recoverEvmAddress: string
  /** `{address}` */
  recoverSolanaAddress: string
  /** Below the phrase or key */
  recoverWarning: string
}
