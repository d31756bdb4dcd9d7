// Hindi (hi) strings of the modal's social login, spread into locales/hi.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'सोशल अकाउंट से लॉग इन',
  socialContinue: '{provider} से जारी रखें',
  socialMore: 'अधिक',
  socialMoreTitle: 'लॉग इन करने का तरीका चुनें',
  socialConnectingTitle: '{provider} से लॉग इन करें',
  socialConnectingHint: 'खुली हुई विंडो में जारी रखें।',
  socialTryAgain: 'फिर से कोशिश करें',
  socialFailed: '{provider} से लॉग इन नहीं हो सका। कृपया फिर से कोशिश करें।',
  socialUnavailable: 'इस ऐप के लिए {provider} लॉगिन सेट अप नहीं है।',
  socialExpired: 'इस लॉगिन में बहुत ज़्यादा समय लग गया। कृपया फिर से कोशिश करें।',
  farcasterScanHint: 'इस कोड को अपने फ़ोन के कैमरे या Farcaster ऐप से स्कैन करें।',
  farcasterQrLabel: 'Farcaster से लॉग इन करने के लिए QR कोड',
  farcasterOpen: 'Farcaster खोलें',
  farcasterCopy: 'लिंक कॉपी करें',
}
