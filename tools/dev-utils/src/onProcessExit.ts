const killers = new Set<() => void>()
let installed = false

/**
 * Runs `kill` synchronously when this process exits without the caller having unregistered it first
 * (uncaught error, process.exit). One `exit` listener serves every caller. Returns the function that
 * unregisters `kill`.
 */
export function onProcessExit(kill: () => void): () => void {
  if (!installed) {
    installed = true
    process.once('exit', () => {
      for (const fn of killers) fn()
    })
  }
  killers.add(kill)
  return () => killers.delete(kill)
}
