/** A config's destroy hook: what a part created on first use needs to be stopped with its config. */
export type DestroyHook = { onDestroy(cleanup: () => void): () => void }

/**
 * Makes `getX(config)` for a controller created on first use: one per config, kept in a WeakMap (so it goes
 * with its config), stopped by `stop` when `config.destroy()` runs. Such a controller is reached through a
 * function rather than a property of the config, so its code loads with the views that use it.
 */
export function perConfig<Owner extends DestroyHook, Controller>(
  create: (owner: Owner) => Controller,
  stop: (controller: Controller) => void,
): (owner: Owner) => Controller {
  const controllers = new WeakMap<Owner, Controller>()
  return (owner) => {
    const existing = controllers.get(owner)
    if (existing) return existing
    const created = create(owner)
    controllers.set(owner, created)
    owner.onDestroy(() => {
      stop(created)
      controllers.delete(owner)
    })
    return created
  }
}
