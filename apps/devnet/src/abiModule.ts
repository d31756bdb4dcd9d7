import type { Artifacts } from './artifactTypes.js'
import type { ContractName } from './compilerSettings.js'
import { contractNames } from './compilerSettings.js'

const exportNames: Record<ContractName, string> = {
  UsdCoin: 'usdCoinAbi',
  PorticoToken: 'porticoTokenAbi',
  WETH: 'wethAbi',
  PorticoPass: 'porticoPassAbi',
  AmmFactory: 'ammFactoryAbi',
  AmmPair: 'ammPairAbi',
  AmmRouter: 'ammRouterAbi',
  SmartAccount: 'smartAccountAbi',
  SmartAccountFactory: 'smartAccountFactoryAbi',
  Multicall3: 'multicall3Abi',
  FarcasterIdRegistry: 'farcasterIdRegistryAbi',
}

/** Renders src/generated/abis.ts: every ABI `as const`, so viem infers function and event types. */
export function abiModule(artifacts: Artifacts): string {
  const header = [
    '// Generated from contracts/*.sol by `pnpm --filter @portico/devnet compile`. Do not edit.',
    `// solc ${artifacts.compiler}, source hash ${artifacts.sourceHash}`,
    '',
  ]
  const body = contractNames.map(
    (name) =>
      `export const ${exportNames[name]} = ${JSON.stringify(artifacts.contracts[name].abi, null, 2)} as const\n`,
  )
  return `${header.join('\n')}\n${body.join('\n')}`
}
