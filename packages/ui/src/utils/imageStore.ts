import { type Config, perConfig } from '@portico/core'

/** An image preload gives up after 2 s. */
export const IMAGE_PRELOAD_TIMEOUT = 2000

export type ImageStore = {
  /** The object URL of a catalogue wallet image once loaded, else undefined (and it starts loading). */
  wallet(imageId: string | undefined): string | undefined
  /** The object URL if already loaded; never starts a request. */
  peek(imageId: string | undefined): string | undefined
  /** Resolves once the image is loaded (or failed, or 2 s passed). */
  load(imageId: string): Promise<string | undefined>
  /** Starts loading these images now. */
  prefetch(imageIds: readonly string[]): Promise<void>
  /** Called whenever an image arrives. Returns unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Revokes every object URL and forgets the listeners (the config was destroyed). */
  clear(): void
}

/**
 * One store per config: images are asked for once through `config.catalogue.getWalletImage`. The store goes
 * with its config: `config.destroy()` revokes its object URLs.
 */
export const imageStoreFor: (config: Config) => ImageStore = perConfig(
  (config: Config) =>
    createImageStore((id) => {
      if (!config.catalogue) return Promise.reject(new Error('No catalogue'))
      return config.catalogue.getWalletImage(id)
    }),
  (store) => store.clear(),
)

export function createImageStore(fetchBlob: (imageId: string) => Promise<Blob>): ImageStore {
  const urls = new Map<string, string>()
  const pending = new Map<string, Promise<string | undefined>>()
  const listeners = new Set<() => void>()

  const load = (imageId: string): Promise<string | undefined> => {
    const known = urls.get(imageId)
    if (known) return Promise.resolve(known)
    let request = pending.get(imageId)
    if (!request) {
      request = fetchBlob(imageId)
        .then((blob) => {
          const url = URL.createObjectURL(blob)
          urls.set(imageId, url)
          for (const listener of [...listeners]) listener()
          return url
        })
        .catch(() => undefined)
      pending.set(imageId, request)
    }
    const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, IMAGE_PRELOAD_TIMEOUT))
    return Promise.race([request, timeout])
  }

  return {
    wallet(imageId) {
      if (!imageId) return undefined
      const url = urls.get(imageId)
      if (!url) void load(imageId)
      return url
    },
    peek: (imageId) => (imageId ? urls.get(imageId) : undefined),
    load,
    async prefetch(imageIds) {
      await Promise.all(imageIds.map(load))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    clear() {
      for (const url of urls.values()) URL.revokeObjectURL(url)
      urls.clear()
      pending.clear()
      listeners.clear()
    },
  }
}
