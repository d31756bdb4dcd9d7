import type { CaipNetworkId } from '@portico/core'
import type { Cacao, SiwxSession } from './types.js'

/**
 * The sign-in sessions of a one-click sign-in's authorisations (CACAOs, `iss` = `did:pkh:<CAIP-10 account>`),
 * in the order of `chains` (the chain that will be active first; chains not listed last). `format` gives the
 * exact text the wallet signed for a CACAO's payload. CACAOs whose `iss` names no account are left out.
 *
 * @example
 * const sessions = cacaoSessions({ cacaos, chains: ['eip155:1'], format: formatAuthMessage })
 */
export function cacaoSessions({
  cacaos,
  chains,
  format,
}: {
  cacaos: readonly Cacao[]
  chains: readonly CaipNetworkId[]
  format: (payload: Cacao['p']) => string
}): SiwxSession[] {
  const sessions: SiwxSession[] = []
  for (const cacao of cacaos) {
    const [did, method, namespace, reference, address] = cacao.p.iss.split(':')
    if (did !== 'did' || method !== 'pkh' || !namespace || !reference || !address) continue
    const { p } = cacao
    sessions.push({
      data: {
        accountAddress: address,
        chainId: `${namespace}:${reference}` as CaipNetworkId,
        domain: p.domain,
        uri: p.aud,
        version: p.version,
        nonce: p.nonce,
        ...(p.statement !== undefined && { statement: p.statement }),
        issuedAt: p.iat,
        ...(p.exp !== undefined && { expirationTime: p.exp }),
        ...(p.nbf !== undefined && { notBefore: p.nbf }),
        ...(p.requestId !== undefined && { requestId: p.requestId }),
        ...(p.resources !== undefined && { resources: p.resources }),
      },
      message: format(p),
      signature: cacao.s.s,
      cacao,
    })
  }
  const rank = (session: SiwxSession) => {
    const index = chains.indexOf(session.data.chainId)
    return index === -1 ? chains.length : index
  }
  return sessions.sort((a, b) => rank(a) - rank(b))
}
