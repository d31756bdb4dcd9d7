const killers = new Set<() => void>()
let installed = false

/**
 * Runs `kill` synchronously when this process exits without stop() having been called (uncaught error,
 * process.exit). Returns the function that unregisters it.
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
