// What an app imports to sign in with the self-hosted API: the plug-in's descriptor, its getter and the API's
// provider (the size test bundles this module).
export { createSiwx, getSiwx, siwx } from '@portico/siwx'
