// The tool's flow: arguments → kit file → password → open the kit → print the phrase or key and the addresses.
// Nothing here opens a connection; a wrong password, a damaged file and a usage error each have their exit code.
import { readFileSync } from 'node:fs'
import { format } from '@portico/i18n'
import { localeLanguage, type RecoverStrings, recoverLocales } from '@portico/i18n/recover'
import { KitDamagedError, KitFormatError, KitPasswordError } from '../format/errors.js'
import { openKit } from '../format/kit.js'
import { MAX_KIT_BYTES } from '../format/schemas.js'
import { evmPrivateKeyHex, type RecoveredWallet, solanaSecretKeyBase58 } from '../format/wallet.js'
import { parseArgs } from './args.js'
import { type CliIo, EXIT } from './io.js'
import { InterruptedError, readPassword } from './password.js'

function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  return `portico-recover ${manifest.version}`
}

/** Writes one line to `stream` and gives back `code`. */
function tell(io: CliIo, code: number, stream: 'stdout' | 'stderr', line: string): number {
  io[stream].write(`${line}\n`)
  return code
}

/** Runs the tool; resolves to its exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const words = recoverLocales[localeLanguage(io.env)]
  const args = parseArgs(argv)
  if (args.command === 'help') return tell(io, EXIT.ok, 'stdout', words.recoverUsage)
  if (args.command === 'version') return tell(io, EXIT.ok, 'stdout', version())
  if (args.command === 'usage-error') {
    const problem =
      args.problem === 'one-file'
        ? words.recoverOneFile
        : format(words.recoverUnknownOption, { option: args.option })
    io.stderr.write(`${problem}\n`)
    return tell(io, EXIT.usage, 'stderr', words.recoverUsage)
  }
  let text: string
  try {
    text = await io.readFile(args.file)
  } catch {
    return tell(io, EXIT.damaged, 'stderr', format(words.recoverCannotRead, { file: args.file }))
  }
  if (text.length > MAX_KIT_BYTES)
    return tell(io, EXIT.damaged, 'stderr', format(words.recoverNotAKit, { file: args.file }))
  return recover(text, args, io, words)
}

async function recover(
  text: string,
  args: { file: string; passwordStdin: boolean },
  io: CliIo,
  words: RecoverStrings,
): Promise<number> {
  let password: string
  try {
    password = await readPassword(
      io.stdin,
      { text: words.recoverPasswordPrompt, to: io.stderr },
      args.passwordStdin,
    )
  } catch (error) {
    if (error instanceof InterruptedError) return EXIT.interrupted
    throw error
  }
  if (password === '') return tell(io, EXIT.usage, 'stderr', words.recoverNoPassword)
  try {
    const { secret, wallet } = await openKit(text, password)
    secret.fill(0)
    const report = describe(wallet, words)
    wallet.wipe()
    return tell(io, EXIT.ok, 'stdout', report)
  } catch (error) {
    if (error instanceof KitPasswordError)
      return tell(io, EXIT.wrongPassword, 'stderr', words.recoverWrongPassword)
    if (error instanceof KitDamagedError) return tell(io, EXIT.damaged, 'stderr', words.recoverDamaged)
    if (error instanceof KitFormatError)
      return tell(io, EXIT.damaged, 'stderr', format(words.recoverNotAKit, { file: args.file }))
    throw error
  }
}

/** The phrase (or key, in the form wallets import), the addresses, and the warning. */
function describe(wallet: RecoveredWallet, words: RecoverStrings): string {
  const lines: string[] = []
  const { evm, solana } = wallet.keys
  if (wallet.mnemonic)
    lines.push(
      format(words.recoverMnemonicTitle, { count: wallet.mnemonic.split(' ').length }),
      wallet.mnemonic,
    )
  else if (wallet.kind === 'evm-key' && evm) lines.push(words.recoverEvmKeyTitle, evmPrivateKeyHex(evm))
  else if (wallet.kind === 'solana-key' && solana)
    lines.push(words.recoverSolanaKeyTitle, solanaSecretKeyBase58(solana))
  lines.push('')
  if (wallet.addresses.eip155)
    lines.push(format(words.recoverEvmAddress, { address: wallet.addresses.eip155 }))
  if (wallet.addresses.solana)
    lines.push(format(words.recoverSolanaAddress, { address: wallet.addresses.solana }))
  lines.push('', words.recoverWarning)
  return lines.join('\n')
}
