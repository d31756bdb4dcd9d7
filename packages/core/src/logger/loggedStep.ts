import { errorDetails, type Logger } from './createLogger.js'

/**
 * Runs `running` and, when it fails, writes one error to `logger` before rethrowing: from `source` (an
 * adapter's namespace, a plug-in's id), `<step> failed`, with `details` (ids only) and the error's name and short
 * message — never a key, a code or a message being signed. How every adapter and connector logs a failed step.
 *
 * @example
 * await loggedStep(setup?.logger, 'solana', 'connect', () => connect(parameters), { connectorId })
 */
export async function loggedStep<T>(
  logger: Logger | undefined,
  source: string,
  step: string,
  running: () => Promise<T>,
  details: Record<string, string | undefined> = {},
): Promise<T> {
  try {
    return await running()
  } catch (error) {
    logger?.error(source, `${step} failed`, { ...details, ...errorDetails(error) })
    throw error
  }
}
