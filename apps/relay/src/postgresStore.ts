import type { MessageStore, StoreLimits } from './store.js'

export async function createPostgresStore(_url: string, _limits: StoreLimits): Promise<MessageStore> {
  throw new Error('PostgreSQL storage is not ready yet')
}
