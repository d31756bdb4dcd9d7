// Hindi (hi) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'रद्द करें',
  copy: 'कॉपी करें',
  copied: 'कॉपी हो गया',
  done: 'हो गया',
  working: 'काम जारी है…',
  genericError: 'कुछ गलत हो गया। फिर से कोशिश करें।',

  setupTitle: 'रिकवरी पासवर्ड सेट करें',
  setupIntro:
    'आपका वॉलेट तीन हिस्सों में बँटा है: यह डिवाइस, हमारी सेवा और इस पासवर्ड से लॉक किया गया एक बैकअप। इनमें से कोई भी दो आपका वॉलेट खोलते हैं।',
  setupWarning:
    'हम यह पासवर्ड रीसेट नहीं कर सकते। अगर आप यह पासवर्ड और यह डिवाइस दोनों खो देते हैं, तो आपके फ़ंड खो जाएँगे, जब तक कि आपने अपनी कुंजियाँ एक्सपोर्ट न की हों।',
  passwordLabel: 'पासवर्ड',
  confirmLabel: 'पासवर्ड की पुष्टि करें',
  passwordTooShort: 'कम से कम {min} अक्षरों का उपयोग करें।',
  passwordMismatch: 'पासवर्ड मेल नहीं खाते।',
  createWallet: 'वॉलेट बनाएँ',
  creatingWallet: 'आपका वॉलेट बनाया जा रहा है…',

  recoverTitle: 'अपना रिकवरी पासवर्ड दर्ज करें',
  recoverIntro: 'यह डिवाइस आपके वॉलेट के लिए नया है। वॉलेट बनाते समय सेट किया गया रिकवरी पासवर्ड दर्ज करें।',
  recoverSubmit: 'वॉलेट अनलॉक करें',
  recovering: 'आपका वॉलेट अनलॉक किया जा रहा है…',
  wrongPassword: 'गलत रिकवरी पासवर्ड।',

  approveTitle: 'अनुरोध स्वीकृत करें',
  requestFrom: '{origin} से अनुरोध',
  approve: 'स्वीकृत करें',
  reject: 'अस्वीकार करें',
  methodLabel: 'मेथड',
  networkLabel: 'नेटवर्क',
  signMessageTitle: 'संदेश पर हस्ताक्षर करें',
  signTypedDataTitle: 'टाइप किए गए डेटा पर हस्ताक्षर करें',
  sendTransactionTitle: 'ट्रांज़ैक्शन भेजें',
  sendCallsTitle: '{count} कॉल भेजें',
  signTransactionTitle: 'ट्रांज़ैक्शन पर हस्ताक्षर करें',
  signAllTransactionsTitle: '{count} ट्रांज़ैक्शन पर हस्ताक्षर करें',
  signAndSendTransactionTitle: 'ट्रांज़ैक्शन पर हस्ताक्षर करके भेजें',
  messageLabel: 'संदेश',
  messageHexLabel: 'संदेश (hex)',
  amountLabel: 'राशि',
  recipientLabel: 'प्राप्तकर्ता',
  tokenLabel: 'टोकन',
  contractLabel: 'कॉन्ट्रैक्ट',
  functionLabel: 'फ़ंक्शन',
  argumentsLabel: 'आर्ग्युमेंट',
  dataLabel: 'डेटा',
  callLabel: 'कॉल {index}',
  transactionLabel: 'ट्रांज़ैक्शन {index}',
  instructionsLabel: 'निर्देश',
  programLabel: 'प्रोग्राम',
  accountsLabel: 'खाते',
  domainLabel: 'डोमेन',
  typeLabel: 'प्रकार',
  unknownToken: 'अज्ञात टोकन',
  noValue: 'कोई नहीं',

  exportTitle: 'कुंजियाँ एक्सपोर्ट करें',
  exportCodeSent: 'हमने {email} पर एक कोड भेजा है। अपनी कुंजियाँ देखने के लिए उसे दर्ज करें।',
  codeLabel: 'कोड',
  verify: 'सत्यापित करें',
  exportWarning: 'जिसके पास ये कुंजियाँ हैं, वह आपके फ़ंड नियंत्रित करता है। इन्हें कभी साझा न करें और ऑफ़लाइन रखें।',
  evmKeyLabel: 'EVM निजी कुंजी',
  solanaKeyLabel: 'Solana गुप्त कुंजी',
  codeInvalid: 'गलत कोड।',
  codeExpired: 'इस कोड की समय-सीमा समाप्त हो गई है। नया कोड पाने के लिए फिर से शुरू करें।',
  codeBurned: 'बहुत अधिक गलत प्रयास। नया कोड पाने के लिए फिर से शुरू करें।',
  rateLimited: 'बहुत अधिक प्रयास। {seconds} सेकंड बाद फिर से कोशिश करें।',

  mailLoginSubject: 'आपका लॉगिन कोड',
  mailLoginText:
    'आपका लॉगिन कोड {code} है। यह {minutes} मिनट तक मान्य है। अगर आपने इसका अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें।',
  mailDeviceSubject: 'नए डिवाइस को स्वीकृत करें',
  mailDeviceText:
    'एक नया डिवाइस आपके वॉलेट में साइन इन कर रहा है। अगर यह आप हैं, तो इसे यहाँ स्वीकृत करें: {link} यह लिंक {minutes} मिनट तक मान्य है। अगर यह आप नहीं हैं, तो इस ईमेल को अनदेखा करें।',
  mailUpdatePrimarySubject: 'अपना ईमेल बदलने की पुष्टि करें',
  mailUpdatePrimaryText:
    'अपना ईमेल {email} में बदलने का आपका कोड {code} है। यह {minutes} मिनट तक मान्य है। अगर आपने इसका अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें।',
  mailUpdateSecondarySubject: 'अपने नए ईमेल की पुष्टि करें',
  mailUpdateSecondaryText:
    'अपने वॉलेट के लिए इस पते की पुष्टि करने का आपका कोड {code} है। यह {minutes} मिनट तक मान्य है।',
  mailExportSubject: 'आपकी कुंजियाँ एक्सपोर्ट करने का कोड',
  mailExportText:
    'आपके वॉलेट की कुंजियाँ दिखाने का कोड {code} है। यह {minutes} मिनट तक मान्य है। अगर आपने इसका अनुरोध नहीं किया, तो इसका उपयोग न करें और अपने डिवाइसों पर साइन आउट करें।',

  deviceTitle: 'इस डिवाइस को स्वीकृत करें',
  deviceIntro:
    'एक नए डिवाइस ने आपके वॉलेट का उपयोग करने का अनुरोध किया है। इसे तभी स्वीकृत करें जब आप अभी साइन इन कर रहे हों।',
  deviceApprove: 'इस डिवाइस को स्वीकृत करें',
  deviceApproved: 'डिवाइस स्वीकृत हो गया। ऐप पर वापस जाएँ: लॉगिन कोड आपके ईमेल पर भेजा जा रहा है।',
  deviceLinkInvalid: 'यह लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है।',
} satisfies EmbeddedStrings
