#!/usr/bin/env node
// portico-recover: recovers a Portico wallet from its emergency kit and the recovery password, with no network.
//   portico-recover [--password-stdin] <emergency-kit.json>
import { readFile } from 'node:fs/promises'
import { runCli } from './cli/run.js'

process.exitCode = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  readFile: (path) => readFile(path, 'utf8'),
})
