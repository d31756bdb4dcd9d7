// `@portico/adapter-polkadot/verify`: the Polkadot signature check alone, without the adapter (pure JS: no
// @polkadot/api, no WASM), for servers that verify sign-ins.
export {
  isPolkadotAddress,
  type PolkadotKeyType,
  polkadotAccountId,
  type VerifyPolkadotSignatureParameters,
  type VerifyPolkadotSignatureReturnType,
  verifyPolkadotSignature,
} from './verifyPolkadotSignature.js'
