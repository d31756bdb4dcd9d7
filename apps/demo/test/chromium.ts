// Debian's Chromium and its launch flags, shared with every browser test in the repo.
export { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from '@portico/dev-utils'
