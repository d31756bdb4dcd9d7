/** The namespaces the embedded wallet serves (a file of its own: the plug-in's descriptor needs only this). */
export const EMBEDDED_NAMESPACES = ['eip155', 'solana'] as const
export type EmbeddedNamespace = (typeof EMBEDDED_NAMESPACES)[number]
