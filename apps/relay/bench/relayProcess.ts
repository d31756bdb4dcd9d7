// A relay in a process of its own, for the benches: the load clients must not share its event loop. Its
// memory is read from outside: RSS from /proc, V8 heap used (after a full collection) over an IPC channel.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFile } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const MiB = 1024 * 1024
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Preloaded into the relay process: answers any IPC message with its V8 heap used after a full collection, in bytes. */
const HEAP_PROBE = `data:text/javascript,${encodeURIComponent(
  "process.on('message',()=>{globalThis.gc?.();process.send?.(process.memoryUsage().heapUsed)});process.channel?.unref()",
)}`

export interface Memory {
  rssMb: number
  heapMb: number
}

export interface RelayProcess {
  url: string
  pid: number
  memory(): Promise<Memory>
  stop(): Promise<void>
}

async function heapUsedMb(child: ChildProcess): Promise<number> {
  if (!child.connected) return Number.NaN
  const answer = once(child, 'message', { signal: AbortSignal.timeout(2_000) })
  child.send('heap')
  const [bytes] = await answer.catch(() => [])
  return typeof bytes === 'number' ? bytes / MiB : Number.NaN
}

export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024
}

/** Starts `src/cli.ts` on a free port with `env` added; stopped with SIGTERM (SIGKILL after 5 s). */
export async function startRelayProcess(env: Record<string, string> = {}): Promise<RelayProcess> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', HEAP_PROBE, 'src/cli.ts'],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  )
  const pid = child.pid ?? 0
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    if ((await Promise.race([exited.then(() => true), sleep(5_000)])) !== true) child.kill('SIGKILL')
  }
  try {
    for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
      const url = (JSON.parse(line) as { relay?: string }).relay
      if (url)
        return {
          url,
          pid,
          stop,
          memory: async () => ({ rssMb: await rssMb(pid), heapMb: await heapUsedMb(child) }),
        }
    }
    throw new Error('the relay exited before printing its URL')
  } catch (error) {
    await stop()
    throw error
  }
}
