// The command line: `portico-recover [--password-stdin] <emergency-kit.json>`, or `--help`, or `--version`.

export type CliArgs =
  | { command: 'help' }
  | { command: 'version' }
  | { command: 'recover'; file: string; passwordStdin: boolean }
  | { command: 'usage-error'; problem: 'unknown-option'; option: string }
  | { command: 'usage-error'; problem: 'one-file' }

export function parseArgs(argv: readonly string[]): CliArgs {
  const files: string[] = []
  let passwordStdin = false
  let options = true
  for (const arg of argv) {
    if (options && arg === '--') options = false
    else if (options && (arg === '--help' || arg === '-h')) return { command: 'help' }
    else if (options && (arg === '--version' || arg === '-v')) return { command: 'version' }
    else if (options && arg === '--password-stdin') passwordStdin = true
    else if (options && arg.startsWith('-') && arg !== '-')
      return { command: 'usage-error', problem: 'unknown-option', option: arg }
    else files.push(arg)
  }
  const [file] = files
  if (files.length !== 1 || file === undefined) return { command: 'usage-error', problem: 'one-file' }
  return { command: 'recover', file, passwordStdin }
}
