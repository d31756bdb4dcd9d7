// `@portico/adapter-bitcoin/verify`: the Bitcoin message-signature check alone, without the adapter, for
// servers that verify sign-ins.
export {
  type VerifyBitcoinSignatureParameters,
  verifyBitcoinSignature,
} from './verifyBitcoinSignature.js'
