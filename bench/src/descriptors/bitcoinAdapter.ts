// What an app imports to list the Bitcoin adapter (the size test bundles this module).
export { createBitcoinAdapter } from '@portico/adapter-bitcoin'
