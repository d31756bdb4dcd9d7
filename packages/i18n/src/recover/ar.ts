import type { RecoverStrings } from './types.js'

/** Arabic. */
export const ar: RecoverStrings = {
  recoverUsage:
    'الاستخدام: portico-recover [--password-stdin] <emergency-kit.json>\n\nيستعيد محفظتك من مجموعة الطوارئ الخاصة بها وكلمة مرور الاسترداد. لا يستخدم الشبكة.\n\n  --password-stdin  قراءة كلمة المرور من الإدخال القياسي\n  --help            عرض هذه المساعدة\n  --version         عرض الإصدار',
  recoverPasswordPrompt: 'كلمة مرور الاسترداد: ',
  recoverNoPassword: 'لم تُقدَّم كلمة مرور.',
  recoverWrongPassword: 'كلمة مرور الاسترداد غير صحيحة. لم يُستعد أي شيء.',
  recoverDamaged: 'مجموعة الطوارئ هذه تالفة أو تم تغييرها، لذا لا يمكن استعادة المحفظة منها.',
  recoverNotAKit: '{file} ليس مجموعة طوارئ من Portico.',
  recoverCannotRead: 'تعذّرت قراءة {file}.',
  recoverUnknownOption: 'خيار غير معروف: {option}',
  recoverOneFile: 'حدّد ملف مجموعة طوارئ واحدًا فقط.',
  recoverMnemonicTitle: 'عبارة الاسترداد الخاصة بك ({count} كلمة):',
  recoverEvmKeyTitle: 'مفتاحك الخاص لـ EVM:',
  recoverSolanaKeyTitle: 'مفتاحك السري لـ Solana:',
  recoverEvmAddress: 'عنوان EVM: {address}',
  recoverSolanaAddress: 'عنوان Solana: {address}',
  recoverWarning:
    'كل من يرى هذا يتحكم في محفظتك. دوّنه دون اتصال بالإنترنت، واحفظه في مكان آمن، ولا تشاركه أبدًا.',
}
