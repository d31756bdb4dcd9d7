import type { MailStrings } from './types.js'

/** Hindi. */
export const hi: MailStrings = {
  mailLoginSubject: 'आपका साइन-इन कोड',
  mailLoginBody:
    'आपका साइन-इन कोड {code} है।\n\nयह केवल एक बार, {minutes} मिनट तक काम करता है। अगर आपने साइन इन करने की कोशिश नहीं की, तो इस ईमेल को अनदेखा करें।',
  mailDeviceSubject: 'अपने नए डिवाइस को मंज़ूरी दें',
  mailDeviceBody:
    'कोई नए डिवाइस से {email} के वॉलेट में साइन इन कर रहा है। अगर यह आप हैं, तो इस लिंक से डिवाइस को मंज़ूरी दें:\n\n{link}\n\nयह लिंक {minutes} मिनट तक काम करता है। अगर यह आप नहीं हैं, तो इस ईमेल को अनदेखा करें; कुछ नहीं बदलेगा।',
  mailEmailUpdatePrimarySubject: 'अपने ईमेल बदलाव की पुष्टि करें',
  mailEmailUpdatePrimaryBody:
    'आपने अपने वॉलेट का ईमेल पता बदलकर {newEmail} करने का अनुरोध किया है। आपका पुष्टि कोड {code} है।\n\nयह केवल एक बार, {minutes} मिनट तक काम करता है। अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें; कुछ नहीं बदलेगा।',
  mailEmailUpdateSecondarySubject: 'अपने नए ईमेल पते की पुष्टि करें',
  mailEmailUpdateSecondaryBody:
    'अपने वॉलेट के लिए इस पते की पुष्टि का आपका कोड {code} है।\n\nयह केवल एक बार, {minutes} मिनट तक काम करता है।',
  mailExportSubject: 'आपका कुंजी निर्यात कोड',
  mailExportBody:
    'अपने वॉलेट की निजी कुंजी निर्यात करने का आपका कोड {code} है।\n\nयह केवल एक बार, {minutes} मिनट तक काम करता है। यह कोड या अपनी कुंजी कभी किसी से साझा न करें। अगर आपने कुंजी निर्यात का अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें।',
  mailKitSubject: 'आपका आपातकालीन किट कोड',
  mailKitBody:
    'अपने वॉलेट की आपातकालीन किट डाउनलोड करने का आपका कोड {code} है।\n\nयह केवल एक बार, {minutes} मिनट तक काम करता है। यह कोड कभी किसी से साझा न करें। अगर आपने आपातकालीन किट का अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें।',
  mailDevicePageTitle: 'इस डिवाइस को मंज़ूरी दें?',
  mailDevicePageBody:
    'एक नए डिवाइस ने {email} के वॉलेट में साइन इन करने का अनुरोध किया है। इसे तभी मंज़ूरी दें जब यह साइन-इन आपने ख़ुद शुरू किया हो।',
  mailDevicePageButton: 'इस डिवाइस को मंज़ूरी दें',
  mailDevicePageRequested: 'यह अनुरोध {time} को {device} से आया।',
  mailDevicePageBrowserOnOs: '{os} पर {browser}',
  mailDevicePageUnknown: 'अज्ञात',
  mailDeviceApprovedTitle: 'डिवाइस को मंज़ूरी मिल गई',
  mailDeviceApprovedBody: 'हमने आपको ईमेल से साइन-इन कोड भेजा है। ऐप पर वापस जाएँ और उसे वहाँ दर्ज करें।',
  mailDeviceLinkInvalidTitle: 'यह लिंक अब काम नहीं करता',
  mailDeviceLinkInvalidBody: 'इसकी समय-सीमा खत्म हो गई है या इसका इस्तेमाल हो चुका है। ऐप में फिर से साइन इन शुरू करें।',
  mailDeviceRateLimited: 'बहुत ज़्यादा ईमेल भेजे गए। {seconds} सेकंड बाद फिर कोशिश करें।',
}
