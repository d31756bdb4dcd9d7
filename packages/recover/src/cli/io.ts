// What the tool touches of the process: its streams, environment and the kit file. Tests pass their own.
import type { Readable, Writable } from 'node:stream'

export type CliInput = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown }

export type CliIo = {
  stdin: CliInput
  stdout: Writable
  stderr: Writable
  env: Record<string, string | undefined>
  readFile(path: string): Promise<string>
}

/**
 * Exit codes: recovered, wrong password, damaged or not a kit, usage (sysexits' EX_USAGE), a fault of the tool
 * (EX_SOFTWARE), interrupted (Ctrl-C).
 */
export const EXIT = {
  ok: 0,
  wrongPassword: 1,
  damaged: 2,
  usage: 64,
  internal: 70,
  interrupted: 130,
} as const
