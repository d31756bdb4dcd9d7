// `pnpm --filter @portico/auth start`: the embedded-wallet service with embedded defaults. Without SMTP_URL it
// starts the in-process mail catcher too, so it runs on a laptop with nothing else; open its inbox to read codes.
import { AuthConfigError, loadAuthConfig } from './config.js'
import { DataDirInUseError } from './db/dataDirLock.js'
import { type MailCatcher, startMailCatcher } from './mail/catcher.js'
import { startAuthServer } from './server.js'

function fail(error: unknown): never {
  // Refusals an operator acts on read as words, not a stack.
  if (error instanceof AuthConfigError || error instanceof DataDirInUseError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

const config = (() => {
  try {
    return loadAuthConfig(process.env)
  } catch (error) {
    fail(error)
  }
})()
let catcher: MailCatcher | undefined
if (!config.smtpUrl) {
  catcher = await startMailCatcher({ host: '127.0.0.1' })
  config.smtpUrl = catcher.smtpUrl
}
const server = await startAuthServer(config).catch(async (error: unknown) => {
  await catcher?.stop()
  fail(error)
})

// Set before the line below says the service is up, so whoever waits for that line may signal at once.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    await server.close()
    await catcher?.stop()
    process.exit(0)
  })
}

console.log(
  JSON.stringify(
    {
      auth: server.url,
      publicUrl: config.publicUrl ?? server.url,
      ...(catcher ? { mailInbox: catcher.inboxUrl, smtp: catcher.smtpUrl } : { smtp: 'SMTP_URL' }),
      database: config.databaseUrl
        ? 'postgresql'
        : config.dataDir
          ? `pglite:${config.dataDir}`
          : 'pglite:memory',
      projects: config.projects.map((p) => p.id),
    },
    null,
    2,
  ),
)
