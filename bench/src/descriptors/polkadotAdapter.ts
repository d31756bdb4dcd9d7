// What an app imports to list the Polkadot adapter (the size test bundles this module).
export { createPolkadotAdapter } from '@portico/adapter-polkadot'
