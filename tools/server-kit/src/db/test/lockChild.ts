// A process that takes a PGlite folder's lock when told to: the lock race test starts many of these at once.
// `node lockChild.js <dir>` (compiled by the test): prints `ready`, waits for a line on stdin, tries the lock,
// prints `held` or `refused <error name>`, and keeps what it took until stdin ends. LOCK_MODULE is the path of
// the compiled module exporting `lockDataDir` (`dataDirLock.ts`, or an earlier implementation to compare).
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'

const dir = process.argv[2]
if (!dir) throw new Error('usage: lockChild.ts <dir>')
const modulePath = process.env.LOCK_MODULE
if (!modulePath) throw new Error('LOCK_MODULE names the lock module')
const { lockDataDir } = (await import(pathToFileURL(modulePath).href)) as typeof import('../dataDirLock.js')

const lines = createInterface({ input: process.stdin })
lines.once('line', () => {
  try {
    lockDataDir(dir, { lockFile: process.env.LOCK_FILE ?? 'test.lock', service: 'test service' })
    console.log('held')
  } catch (error) {
    console.log(`refused ${(error as Error).name}`)
  }
})
// The lock is given back by the exit handler it registered.
lines.once('close', () => process.exit(0))
console.log('ready')
