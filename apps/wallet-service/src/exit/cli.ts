// `wallet-service exit …`: the operator's side of moving a user's wallet to another wallet service. The commands
// open the service's database themselves: with PGlite (DATA_DIR) only while the service is stopped (the folder
// is locked while a service uses it); with PostgreSQL (DATABASE_URL) beside the running service.
import { readFile, stat, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { DataDirInUseError } from '@portico/server-kit/db'
import { loadWalletServiceConfig, type WalletServiceConfig, WalletServiceConfigError } from '../config.js'
import { type Database, openDatabase } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { composeMail } from '../mail/compose.js'
import { createMailer } from '../mail/mailer.js'
import { ExitRefusedError } from './errors.js'
import { loadExitKey } from './exitKey.js'
import { exportWallet } from './exportWallet.js'
import { importMove } from './importMove.js'
import { MAX_MOVE_FILE_BYTES } from './moveFile.js'
import { requestExit } from './requestExit.js'

export const EXIT_USAGE = `Usage: wallet-service exit <command>
  key                                    print this service's origin and exit public key
  request --email <e-mail> --to <origin> mail the user a link to approve moving their wallet to <origin>
  export --email <e-mail> --out <file>   once approved: write the signed move file; this service stops serving the wallet
  import <file>                          on the new service: accept a move file (TRUSTED_EXIT_KEYS, PUBLIC_URL)
Exit codes: 0 done, 1 a bad setting or use, 2 the user's state does not allow it, 3 the file was refused.`

type Output = { out: (line: string) => void; err: (line: string) => void }

/** The service's origin from PUBLIC_URL, which every exit command but `key` needs. */
function ownOrigin(config: WalletServiceConfig): string {
  if (!config.publicUrl)
    throw new ExitRefusedError(
      'CONFIG',
      'Set PUBLIC_URL: it is the origin the move files name for this service',
    )
  return new URL(config.publicUrl).origin
}

async function withDatabase<T>(config: WalletServiceConfig, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrate(db)
    return await work(db)
  } finally {
    await db.close()
  }
}

async function run(command: string | undefined, args: string[], config: WalletServiceConfig, io: Output) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { email: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
  })
  const need = (name: 'email' | 'to' | 'out') => {
    const value = values[name]
    if (!value) throw new ExitRefusedError('CONFIG', `--${name} is required\n${EXIT_USAGE}`)
    return value
  }
  const now = Date.now
  switch (command) {
    case 'key':
      return withDatabase(config, async (db) => {
        const { publicKey } = await loadExitKey(db)
        const origin = config.publicUrl ? new URL(config.publicUrl).origin : '(set PUBLIC_URL)'
        io.out(JSON.stringify({ origin, publicKey }))
      })
    case 'request': {
      const [email, to, origin] = [need('email'), need('to'), ownOrigin(config)]
      const { smtpUrl } = config
      if (!smtpUrl) throw new ExitRefusedError('CONFIG', 'Set SMTP_URL: the user is asked by e-mail')
      const mailer = createMailer({ smtpUrl, from: config.mailFrom })
      try {
        return await withDatabase(config, async (db) => {
          const send = (address: string, content: Parameters<typeof composeMail>[1], locale: string | null) =>
            mailer.send(composeMail(address, content, locale))
          const asked = await requestExit(
            { db, origin, now, publicUrl: config.publicUrl ?? origin, send },
            { email, to },
          )
          io.out(
            `Mailed ${email} a link to approve moving their wallet to ${asked.to} (it works until ${new Date(asked.expiresAt).toISOString()}).`,
          )
        })
      } finally {
        mailer.close()
      }
    }
    case 'export': {
      const [email, out, origin] = [need('email'), need('out'), ownOrigin(config)]
      if (await stat(out).catch(() => undefined))
        throw new ExitRefusedError('CONFIG', `${out} exists: choose a new file for the move`)
      return withDatabase(config, async (db) => {
        const move = await exportWallet({ db, origin, now }, { email })
        await writeFile(out, `${JSON.stringify(move, null, 2)}\n`, { flag: 'wx', mode: 0o600 })
        io.out(
          `Wrote ${out}: the wallet of ${move.email} for ${move.to}, importable until ${move.expiresAt}. This service no longer serves it.`,
        )
      })
    }
    case 'import': {
      const [file] = positionals
      if (!file) throw new ExitRefusedError('CONFIG', `The move file is required\n${EXIT_USAGE}`)
      const origin = ownOrigin(config)
      const json = await readMoveFile(file)
      return withDatabase(config, async (db) => {
        const moved = await importMove({ db, origin, now, trusted: config.trustedExitKeys }, json)
        io.out(
          `Imported the wallet of ${moved.email} from ${moved.from} (${Object.values(moved.addresses).filter(Boolean).join(', ')}). It becomes theirs when they sign in here with that address.`,
        )
      })
    }
    default:
      throw new ExitRefusedError('CONFIG', EXIT_USAGE)
  }
}

async function readMoveFile(file: string): Promise<unknown> {
  const info = await stat(file).catch(() => undefined)
  if (!info?.isFile()) throw new ExitRefusedError('CONFIG', `${file} is not a file`)
  if (info.size > MAX_MOVE_FILE_BYTES)
    throw new ExitRefusedError('BAD_FILE', `${file} is too large for a move file`)
  try {
    return JSON.parse(await readFile(file, 'utf8'))
  } catch {
    throw new ExitRefusedError('BAD_FILE', `${file} is not JSON: not a wallet move file`)
  }
}

/**
 * Runs `wallet-service exit <command> …` with the service's configuration from `env`; resolves to the process's
 * exit code. Refusals print one line saying why (and what to do); other failures are thrown.
 */
export async function runExitCli(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  io: Output = { out: (line) => console.log(line), err: (line) => console.error(line) },
): Promise<number> {
  const [command, ...rest] = args
  try {
    await run(command, rest, loadWalletServiceConfig(env), io)
    return 0
  } catch (error) {
    if (error instanceof ExitRefusedError) {
      io.err(error.message)
      return error.exitCode
    }
    if (error instanceof DataDirInUseError) {
      io.err(
        `${error.message}\nStop the wallet service on ${error.dataDir} first, then run the exit command.`,
      )
      return 1
    }
    const badArguments = String((error as { code?: unknown } | null)?.code).startsWith('ERR_PARSE_ARGS')
    if (error instanceof WalletServiceConfigError || badArguments) {
      io.err(`${(error as Error).message}\n${EXIT_USAGE}`)
      return 1
    }
    throw error
  }
}
