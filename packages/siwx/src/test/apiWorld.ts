// What the sign-in provider's tests get from the package's global setup (test/apiWorld.setup.ts).

export type ApiWorld = {
  apiUrl: string
  projectId: string
  chainId: number
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiWorld: ApiWorld
  }
}
