import { execFile, spawn } from 'node:child_process'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './freePort.js'

const run = promisify(execFile)
const BIN = '/usr/lib/postgresql/15/bin'

/** Debian's PostgreSQL server binaries, when installed. */
export async function postgresAvailable(): Promise<boolean> {
  return run(`${BIN}/postgres`, ['--version']).then(
    () => true,
    () => false,
  )
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, run as the `postgres` user when we are root
 * (initdb refuses root). `stop()` shuts it down and removes its data.
 */
export async function startPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-pg-'))
  await chmod(dir, 0o777)
  const data = join(dir, 'data')
  const port = await freePort()
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : []
  const exec = (bin: string, args: string[]) => {
    const [command, ...rest] = [...asPostgres, `${BIN}/${bin}`, ...args]
    return run(command!, rest)
  }
  await exec('initdb', ['-D', data, '-U', 'portico', '--auth=trust', '-E', 'UTF8'])
  const server = spawn(
    asPostgres[0] ?? `${BIN}/postgres`,
    [
      ...asPostgres.slice(1),
      ...(asPostgres.length ? [`${BIN}/postgres`] : []),
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-h',
      '127.0.0.1',
    ],
    { stdio: 'ignore', detached: true },
  )
  const url = `postgres://portico@127.0.0.1:${port}/postgres`
  for (let i = 0; i < 100; i++) {
    const ready = await run(`${BIN}/pg_isready`, ['-h', '127.0.0.1', '-p', String(port)]).then(
      () => true,
      () => false,
    )
    if (ready) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    async stop() {
      await exec('pg_ctl', ['-D', data, 'stop', '-m', 'fast']).catch(() => server.kill('SIGKILL'))
      await rm(dir, { recursive: true, force: true })
    },
  }
}
