// What the kits' apps share: a WalletConnect project id (the kits require one; nothing is reachable offline).
export const projectId = '0123456789abcdef0123456789abcdef'
