import { fileURLToPath } from 'node:url'

// Resolved from this file, so they hold both for src/ (tests) and dist/ (built package).
export const packageRoot = fileURLToPath(new URL('..', import.meta.url))
export const contractsDir = fileURLToPath(new URL('../contracts', import.meta.url))
export const artifactsFile = fileURLToPath(new URL('../build/artifacts.json', import.meta.url))
export const abisFile = fileURLToPath(new URL('../src/generated/abis.ts', import.meta.url))
export const erc4337ArtifactsFile = fileURLToPath(new URL('../build/erc4337.json', import.meta.url))
export const erc4337AbisFile = fileURLToPath(new URL('../src/generated/erc4337Abis.ts', import.meta.url))
