export type RunUntilSignalParameters<Service> = {
  /** Starts the service (a server, a local chain). */
  start: () => Promise<Service>
  /** Stops it: closes servers and databases (a PGlite folder's lock is given back), ends child processes. */
  stop: (service: Service) => Promise<void>
  /** What stdout says once it is up, as JSON: its URLs and settings (whoever waits for it may signal at once). */
  describe: (service: Service) => unknown
  /** Spaces of indentation of that JSON; 0 prints one line. Default 2. */
  indent?: number | undefined
  /** A line for stderr once it is up (e.g. `devnet ready in 812 ms; Ctrl-C stops it`). */
  ready?: ((service: Service) => string) | undefined
  /** What stops: named on stderr when a signal arrives (`SIGTERM: stopping devnet`); unnamed, nothing is said. */
  name?: string | undefined
  /**
   * Failures an operator acts on (a folder in use, a bad setting): their message (and `details`, when they
   * have one) go to stderr as words, and the process exits with 1. Any other failure propagates with its stack.
   */
  isRefusal?: ((error: unknown) => boolean) | undefined
}

/**
 * A service's command line: starts it, stops it cleanly once on the first SIGINT or SIGTERM (later signals
 * wait for that stop) and exits with 0 (1 if stopping failed). The signals are handled before stdout says the
 * service is up. Resolves with the service once it is up.
 *
 * @example
 * await runUntilSignal({
 *   start: () => startRelay({ port: 4500 }),
 *   stop: (relay) => relay.stop(),
 *   describe: (relay) => ({ relay: relay.url }),
 * })
 */
export async function runUntilSignal<Service>({
  start,
  stop,
  describe,
  indent = 2,
  ready,
  name,
  isRefusal = () => false,
}: RunUntilSignalParameters<Service>): Promise<Service> {
  const service = await start().catch((error: unknown) => refuse(error, isRefusal))
  let stopping = false
  const onSignal = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    if (name !== undefined) console.error(`${signal}: stopping ${name}`)
    try {
      await stop(service)
    } catch (error) {
      console.error(error)
      process.exit(1)
    }
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal)
  console.log(JSON.stringify(describe(service), null, indent))
  if (ready) console.error(ready(service))
  return service
}

/**
 * Ends the process with 1 and the refusal's words when `error` is one an operator acts on; else throws it.
 * For refusals before `runUntilSignal` (reading the configuration).
 */
export function refuse(error: unknown, isRefusal: (error: unknown) => boolean): never {
  if (isRefusal(error) && error instanceof Error) {
    const details = (error as { details?: unknown }).details
    console.error(typeof details === 'string' ? `${error.message}\n${details}` : error.message)
    process.exit(1)
  }
  throw error
}
