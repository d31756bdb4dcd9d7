// What an app imports to list the Solana adapter (the size test bundles this module).
export { createSolanaAdapter } from '@portico/adapter-solana'
