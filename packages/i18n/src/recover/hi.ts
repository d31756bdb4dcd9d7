import type { RecoverStrings } from './types.js'

/** Hindi. */
export const hi: RecoverStrings = {
  recoverUsage:
    'उपयोग: portico-recover [--password-stdin] <emergency-kit.json>\n\nआपके वॉलेट को उसकी आपातकालीन किट और आपके रिकवरी पासवर्ड से वापस लाता है। यह नेटवर्क का उपयोग नहीं करता।\n\n  --password-stdin  पासवर्ड मानक इनपुट से पढ़ें\n  --help            यह सहायता दिखाएँ\n  --version         संस्करण दिखाएँ',
  recoverPasswordPrompt: 'रिकवरी पासवर्ड: ',
  recoverNoPassword: 'कोई पासवर्ड नहीं दिया गया।',
  recoverWrongPassword: 'रिकवरी पासवर्ड गलत है। कुछ भी रिकवर नहीं हुआ।',
  recoverDamaged: 'यह आपातकालीन किट खराब है या बदली गई है, इसलिए इससे वॉलेट रिकवर नहीं किया जा सकता।',
  recoverNotAKit: '{file} Portico की आपातकालीन किट नहीं है।',
  recoverCannotRead: '{file} पढ़ा नहीं जा सका।',
  recoverUnknownOption: 'अज्ञात विकल्प: {option}',
  recoverOneFile: 'ठीक एक आपातकालीन किट फ़ाइल दें।',
  recoverMnemonicTitle: 'आपका रिकवरी वाक्यांश ({count} शब्द):',
  recoverEvmKeyTitle: 'आपकी EVM निजी कुंजी:',
  recoverSolanaKeyTitle: 'आपकी Solana गुप्त कुंजी:',
  recoverEvmAddress: 'EVM पता: {address}',
  recoverSolanaAddress: 'Solana पता: {address}',
  recoverWarning: 'जो भी इसे देखेगा, वह आपके वॉलेट को नियंत्रित करेगा। इसे ऑफ़लाइन लिखें, सुरक्षित रखें और कभी साझा न करें।',
}
