#!/usr/bin/env node
// portico-recover: recovers a Portico wallet from its emergency kit and the recovery password, with no network.
//   portico-recover [--password-stdin] <emergency-kit.json>
import { readFile } from 'node:fs/promises'
import { EXIT } from './cli/io.js'
import { runCli } from './cli/run.js'

try {
  process.exitCode = await runCli(process.argv.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    readFile: (path) => readFile(path, 'utf8'),
  })
} catch (error) {
  // A fault of the tool itself, never a verdict on the kit: its own code, so scripts do not read it as one.
  process.stderr.write(`portico-recover: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = EXIT.internal
}
