// The embedded wallet's frame client alone (the size test bundles this module).
export { createFrameClient } from '@portico/embedded-wallet'
