// Loading a language's strings (each language a chunk of its own), from @portico/i18n; ui's modules import it
// through this file.
export { loadedStrings, loadStrings } from '@portico/i18n/modal'
