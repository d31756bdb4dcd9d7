// `pnpm --filter @portico/wallet-service start`: the embedded-wallet service with embedded defaults. Without SMTP_URL it
// starts the in-process mail catcher too, so it runs on a laptop with nothing else; open its inbox to read codes.
import { refuse, runUntilSignal } from '@portico/server-kit/cli'
import { DataDirInUseError } from '@portico/server-kit/db'
import { loadWalletServiceConfig, WalletServiceConfigError } from './config.js'
import { runExitCli } from './exit/cli.js'
import { type MailCatcher, startMailCatcher } from './mail/catcher.js'
import { startWalletService } from './server.js'

/** Refusals an operator acts on (a bad setting, the PGlite folder held by another service) read as words. */
const isRefusal = (error: unknown) =>
  error instanceof WalletServiceConfigError || error instanceof DataDirInUseError

// `exit …`: the operator's commands that move a user's wallet to another wallet service (src/exit/cli.ts).
if (process.argv[2] === 'exit') process.exit(await runExitCli(process.argv.slice(3)))

const config = (() => {
  try {
    return loadWalletServiceConfig(process.env)
  } catch (error) {
    refuse(error, isRefusal)
  }
})()
let catcher: MailCatcher | undefined
await runUntilSignal({
  async start() {
    if (!config.smtpUrl) {
      catcher = await startMailCatcher({ host: '127.0.0.1' })
      config.smtpUrl = catcher.smtpUrl
    }
    return startWalletService(config).catch(async (error: unknown) => {
      await catcher?.stop()
      throw error
    })
  },
  async stop(server) {
    await server.close()
    await catcher?.stop()
  },
  describe: (server) => ({
    auth: server.url,
    publicUrl: config.publicUrl ?? server.url,
    ...(catcher ? { mailInbox: catcher.inboxUrl, smtp: catcher.smtpUrl } : { smtp: 'SMTP_URL' }),
    database: config.databaseUrl
      ? 'postgresql'
      : config.dataDir
        ? `pglite:${config.dataDir}`
        : 'pglite:memory',
    projects: config.projects.map((p) => p.id),
  }),
  isRefusal,
})
