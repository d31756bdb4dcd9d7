// biome-ignore lint/suspicious/noExplicitAny: any function's parameters and result pass through unchanged.
type AnyFunction = (...args: any[]) => any

/**
 * An action whose module loads on its first call, so that an app's bundler puts it in a chunk of its own.
 * Write the `import()` at the call site with a literal path: bundlers only split what they can see.
 *
 * @example
 * const signMessage = lazyAction(() => import('./actions/signMessage.js'), 'signMessage')
 * await signMessage(client, { address, message }) // loads actions/signMessage.js, then calls it
 */
export function lazyAction<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] extends AnyFunction ? (...args: Parameters<M[K]>) => Promise<Awaited<ReturnType<M[K]>>> : never {
  const call = async (...args: unknown[]) => ((await load())[name] as AnyFunction)(...args)
  return call as never
}
