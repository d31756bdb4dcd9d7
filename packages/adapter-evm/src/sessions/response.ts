import type { Address, Hex } from 'viem'
import type { SessionRequest } from './types.js'

/**
 * The answer to a granted request, in the dialect it was asked in: the request as the app sent it plus
 * `{ context, dependencies, delegationManager }` (ERC-7715, 2026), or plus `{ context, signerMeta:
 * { delegationManager }, accountMeta? }` (`wallet_grantPermissions`, where the account's factory is the first
 * dependency, if any).
 */
export function permissionResponse(
  request: SessionRequest,
  {
    context,
    delegationManager,
    dependencies,
  }: { context: Hex; delegationManager: Address; dependencies: { factory: Address; factoryData: Hex }[] },
): Record<string, unknown> {
  if (request.dialect === 'execution') {
    return {
      ...request.request,
      context,
      dependencies: dependencies.map(({ factory, factoryData }) => ({ factory, factoryData })),
      delegationManager,
    }
  }
  const [dependency] = dependencies
  return {
    ...request.request,
    context,
    signerMeta: { delegationManager },
    ...(dependency && { accountMeta: { factory: dependency.factory, factoryData: dependency.factoryData } }),
  }
}
