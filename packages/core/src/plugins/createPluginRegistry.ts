import type { ChainNamespace } from '../caip/types.js'
import { DuplicatePluginError } from '../errors/thrown.js'
import type { Plugin, PluginContext, PluginInstance, PluginRegistry, RemoteConnection } from './types.js'

/**
 * Sets up a config's plug-ins in the order listed, each once, with the one context `createConfig` built. Every
 * plug-in sees the registry (`context.plugins`), so one may look another up when it is used.
 */
export function createPluginRegistry(plugins: readonly Plugin[], context: Omit<PluginContext, 'plugins'>) {
  const instances = new Map<string, PluginInstance>()
  const registry: PluginRegistry = {
    get: (id) => instances.get(id),
    has: (id) => instances.has(id),
    ids: () => [...instances.keys()],
  }
  const ids = new Set<string>()
  for (const plugin of plugins) {
    if (ids.has(plugin.id)) throw new DuplicatePluginError({ details: plugin.id })
    ids.add(plugin.id)
  }
  for (const plugin of plugins) instances.set(plugin.id, plugin.setup({ ...context, plugins: registry }))

  return {
    ...registry,
    /**
     * The wallet of a connection stored under `connectorId` on `namespace`, when a plug-in owns that connector
     * (`undefined` from `restore`: gone); `null` when no plug-in does (the adapter restores it alone).
     */
    restore(connectorId: string, namespace: ChainNamespace): Promise<RemoteConnection | undefined> | null {
      const restore = instances.get(connectorId)?.restore
      return restore ? restore(namespace) : null
    },
    /** Ends every plug-in's own session. */
    async disconnect(): Promise<void> {
      await Promise.all([...instances.values()].map((instance) => instance.disconnect?.()))
    },
    destroy(): void {
      for (const instance of instances.values()) instance.destroy?.()
    },
  }
}

export type PluginRegistryController = ReturnType<typeof createPluginRegistry>
