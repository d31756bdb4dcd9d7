import type { MailStrings } from './types.js'

/** Arabic. */
export const ar: MailStrings = {
  mailLoginSubject: 'رمز تسجيل الدخول',
  mailLoginBody:
    'رمز تسجيل الدخول الخاص بك هو {code}.\n\nيصلح لمرة واحدة خلال {minutes} دقائق. إذا لم تحاول تسجيل الدخول، فتجاهل هذه الرسالة.',
  mailDeviceSubject: 'وافق على جهازك الجديد',
  mailDeviceBody:
    'يحاول شخص ما تسجيل الدخول إلى محفظة {email} من جهاز جديد. إذا كنت أنت، فوافق على الجهاز عبر هذا الرابط:\n\n{link}\n\nيعمل الرابط لمدة {minutes} دقائق. إذا لم تكن أنت، فتجاهل هذه الرسالة ولن يتغير شيء.',
  mailEmailUpdatePrimarySubject: 'أكّد تغيير بريدك الإلكتروني',
  mailEmailUpdatePrimaryBody:
    'طلبت تغيير البريد الإلكتروني لمحفظتك إلى {newEmail}. رمز التأكيد الخاص بك هو {code}.\n\nيصلح لمرة واحدة خلال {minutes} دقائق. إذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن يتغير شيء.',
  mailEmailUpdateSecondarySubject: 'أكّد عنوان بريدك الإلكتروني الجديد',
  mailEmailUpdateSecondaryBody:
    'رمز تأكيد هذا العنوان لمحفظتك هو {code}.\n\nيصلح لمرة واحدة خلال {minutes} دقائق.',
  mailExportSubject: 'رمز تصدير المفتاح',
  mailExportBody:
    'رمز تصدير المفتاح الخاص لمحفظتك هو {code}.\n\nيصلح لمرة واحدة خلال {minutes} دقائق. لا تشارك هذا الرمز أو مفتاحك مع أي أحد. إذا لم تطلب تصدير مفتاحك، فتجاهل هذه الرسالة.',
  mailKitSubject: 'رمز حزمة الطوارئ',
  mailKitBody:
    'رمز تنزيل حزمة الطوارئ لمحفظتك هو {code}.\n\nيصلح لمرة واحدة خلال {minutes} دقائق. لا تشارك هذا الرمز مع أي أحد. إذا لم تطلب حزمة طوارئ، فتجاهل هذه الرسالة.',
  mailDevicePageTitle: 'هل توافق على هذا الجهاز؟',
  mailDevicePageBody:
    'طلب جهاز جديد تسجيل الدخول إلى محفظة {email}. وافق عليه فقط إذا كنت أنت من بدأ تسجيل الدخول هذا.',
  mailDevicePageButton: 'الموافقة على هذا الجهاز',
  mailDevicePageRequested: 'وصل هذا الطلب في {time} من {device}.',
  mailDevicePageBrowserOnOs: '{browser} على {os}',
  mailDevicePageUnknown: 'غير معروف',
  mailDeviceApprovedTitle: 'تمت الموافقة على الجهاز',
  mailDeviceApprovedBody: 'أرسلنا إليك رمز تسجيل الدخول عبر البريد الإلكتروني. عد إلى التطبيق وأدخله هناك.',
  mailDeviceLinkInvalidTitle: 'لم يعد هذا الرابط يعمل',
  mailDeviceLinkInvalidBody: 'انتهت صلاحيته أو استُخدم من قبل. ابدأ تسجيل الدخول من جديد في التطبيق.',
  mailDeviceRateLimited: 'أُرسل عدد كبير جدًا من الرسائل. حاول مرة أخرى بعد {seconds} ث.',
  mailExitSubject: 'وافق على نقل محفظتك',
  mailExitBody:
    'يطلب مشغّل خدمة محفظتك نقل محفظة {email} إلى خدمة محفظة أخرى: {to}\n\nتحتفظ محفظتك بعناوينها. بعد النقل تسجّل الدخول في {to} بعنوان البريد الإلكتروني هذا وكلمة مرور الاسترداد. للموافقة أو الرفض افتح هذا الرابط:\n\n{link}\n\nيعمل الرابط لمدة {hours} ساعة. إن لم تفعل شيئًا تبقى محفظتك حيث هي.',
  mailExitPageTitle: 'هل تنقل محفظتك؟',
  mailExitPageBody:
    'يطلب مشغّل خدمة المحفظة هذه نقل محفظة {email} إلى خدمة محفظة أخرى: {to}. تحتفظ محفظتك بعناوينها؛ وبعد ذلك تستخدمها هناك بعنوان البريد الإلكتروني نفسه وكلمة مرور الاسترداد، ولم تعد تستخدمها هنا. وافق فقط إن كنت تتوقع هذا النقل.',
  mailExitPageApprove: 'الموافقة على النقل',
  mailExitPageDecline: 'رفض',
  mailExitApprovedTitle: 'تمت الموافقة على النقل',
  mailExitApprovedBody:
    'ستُنقل محفظتك إلى {to}. بعد نقلها سجّل الدخول هناك بعنوان البريد الإلكتروني هذا وكلمة مرور الاسترداد.',
  mailExitDeclinedTitle: 'تم رفض النقل',
  mailExitDeclinedBody: 'تبقى محفظتك لدى هذه الخدمة. لم يُرسل أي شيء إلى أي مكان.',
  mailExitLinkInvalidBody:
    'انتهت صلاحيته أو تم الرد عليه من قبل. إن كنت لا تزال بحاجة إلى الرد فاطلب رابطًا جديدًا من مشغّل خدمة محفظتك.',
}
