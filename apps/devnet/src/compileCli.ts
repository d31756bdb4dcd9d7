// `pnpm --filter @portico/devnet compile`: recompile contracts/*.sol and the ERC-4337 package into build/ and src/generated/.
import { spawnSync } from 'node:child_process'
import { loadArtifacts } from './artifacts.js'
import { loadErc4337Artifacts } from './erc4337/erc4337Artifacts.js'
import { abisFile, artifactsFile, erc4337AbisFile, erc4337ArtifactsFile, packageRoot } from './paths.js'

const started = performance.now()
const force = process.argv.includes('--force')
const artifacts = loadArtifacts({ force })
const erc4337 = loadErc4337Artifacts({ force })
// Generated code follows the repository's formatting (best effort: biome may be absent).
spawnSync('pnpm', ['exec', 'biome', 'format', '--write', abisFile, erc4337AbisFile, erc4337ArtifactsFile], {
  cwd: packageRoot,
  stdio: 'ignore',
})
console.log(
  `${Object.keys(artifacts.contracts).length} contracts, solc ${artifacts.compiler}, hash ${artifacts.sourceHash.slice(0, 12)}`,
)
console.log(
  `${Object.keys(erc4337.contracts).length} ERC-4337 contracts from ${erc4337.packages.join(', ')}, hash ${erc4337.buildHash.slice(0, 12)}`,
)
console.log(`${artifactsFile}, ${erc4337ArtifactsFile} (${Math.round(performance.now() - started)} ms)`)
