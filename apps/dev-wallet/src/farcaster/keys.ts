/**
 * The demo's Farcaster custody key: sha256("portico-dev-wallet:farcaster-custody"), held by no devnet account. A
 * public test key: register it only on a local Farcaster world, never on OP Mainnet.
 */
export const farcasterDevPrivateKey = '0xd3c5c754dbe77b73cd681e14ee5c9634bb3ce961a547e351f72095ef0eef97b1'
