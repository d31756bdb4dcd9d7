// `pnpm --filter @portico/devnet compile`: recompile contracts/*.sol into build/ and src/generated/abis.ts.
import { spawnSync } from 'node:child_process'
import { loadArtifacts } from './artifacts.js'
import { abisFile, artifactsFile, packageRoot } from './paths.js'

const started = performance.now()
const artifacts = loadArtifacts({ force: process.argv.includes('--force') })
// Generated code follows the repository's formatting (best effort: biome may be absent).
spawnSync('pnpm', ['exec', 'biome', 'format', '--write', abisFile], { cwd: packageRoot, stdio: 'ignore' })
console.log(
  `${Object.keys(artifacts.contracts).length} contracts, solc ${artifacts.compiler}, hash ${artifacts.sourceHash.slice(0, 12)}`,
)
console.log(`${artifactsFile} (${Math.round(performance.now() - started)} ms)`)
