import { fileURLToPath } from 'node:url'

// Resolved from this file, so they hold both for src/ (tests) and dist/ (built package).
export const packageRoot = fileURLToPath(new URL('..', import.meta.url))
export const contractsDir = fileURLToPath(new URL('../contracts', import.meta.url))
export const artifactsFile = fileURLToPath(new URL('../build/artifacts.json', import.meta.url))
export const abisFile = fileURLToPath(new URL('../src/generated/abis.ts', import.meta.url))
