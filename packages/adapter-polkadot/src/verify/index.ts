// `@portico/adapter-polkadot/verify`: the Polkadot signature check alone, without the adapter (no
// @polkadot/api), for servers that verify sign-ins.
export {
  isPolkadotAddress,
  type PolkadotKeyType,
  polkadotAccountId,
  type VerifyPolkadotSignatureParameters,
  type VerifyPolkadotSignatureReturnType,
  verifyPolkadotSignature,
} from './verifyPolkadotSignature.js'
