import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { erc4337AbisFile, erc4337ArtifactsFile } from '../paths.js'
import {
  compileErc4337,
  type Erc4337Artifacts,
  type Erc4337ContractName,
  erc4337BuildHash,
  erc4337Packages,
} from './erc4337Build.js'

const exportNames: Record<Erc4337ContractName, string> = {
  EntryPoint: 'entryPointAbi',
  EntryPointSimulations: 'entryPointSimulationsAbi',
  SenderCreator: 'senderCreatorAbi',
  SimpleAccount: 'simpleAccountAbi',
  SimpleAccountFactory: 'simpleAccountFactoryAbi',
  Simple7702Account: 'simple7702AccountAbi',
  PorticoPaymaster: 'porticoPaymasterAbi',
  PorticoAccount: 'porticoAccountAbi',
  PorticoAccountFactory: 'porticoAccountFactoryAbi',
}

/** Reads build/erc4337.json when it was built from the installed packages; otherwise compiles and rewrites it. */
export function loadErc4337Artifacts(options: { force?: boolean } = {}): Erc4337Artifacts {
  if (!options.force && existsSync(erc4337ArtifactsFile)) {
    const cached = JSON.parse(readFileSync(erc4337ArtifactsFile, 'utf8')) as Erc4337Artifacts
    if (cached.buildHash === erc4337BuildHash(erc4337Packages().versions)) return cached
  }
  const artifacts = compileErc4337()
  mkdirSync(dirname(erc4337ArtifactsFile), { recursive: true })
  writeFileSync(erc4337ArtifactsFile, `${JSON.stringify(artifacts, null, 2)}\n`)
  // The typed ABIs live in src/ and exist only in a source checkout.
  if (existsSync(dirname(erc4337AbisFile))) writeFileSync(erc4337AbisFile, erc4337AbiModule(artifacts))
  return artifacts
}

/** Renders src/generated/erc4337Abis.ts: every ABI `as const`, so viem infers function and event types. */
function erc4337AbiModule(artifacts: Erc4337Artifacts): string {
  const header = [
    '// Generated from @account-abstraction/contracts and contracts/erc4337 by `pnpm --filter @portico/devnet compile`. Do not edit.',
    `// solc ${artifacts.compiler}, ${artifacts.packages.join(', ')}, build hash ${artifacts.buildHash}`,
    '',
  ]
  const body = (Object.keys(exportNames) as Erc4337ContractName[]).map(
    (name) =>
      `export const ${exportNames[name]} = ${JSON.stringify(artifacts.contracts[name].abi, null, 2)} as const\n`,
  )
  return `${header.join('\n')}\n${body.join('\n')}`
}
