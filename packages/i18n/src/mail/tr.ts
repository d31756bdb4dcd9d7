import type { MailStrings } from './types.js'

/** Turkish. */
export const tr: MailStrings = {
  mailLoginSubject: 'Giriş kodunuz',
  mailLoginBody:
    'Giriş kodunuz: {code}\n\nKod yalnızca bir kez ve {minutes} dakika boyunca geçerlidir. Giriş yapmayı siz denemediyseniz bu e-postayı yok sayın.',
  mailDeviceSubject: 'Yeni cihazınızı onaylayın',
  mailDeviceBody:
    'Biri yeni bir cihazdan {email} cüzdanına giriş yapıyor. Bu sizseniz cihazı şu bağlantıyla onaylayın:\n\n{link}\n\nBağlantı {minutes} dakika geçerlidir. Bu siz değilseniz bu e-postayı yok sayın; hiçbir şey değişmez.',
  mailEmailUpdatePrimarySubject: 'E-posta değişikliğinizi onaylayın',
  mailEmailUpdatePrimaryBody:
    'Cüzdanınızın e-posta adresini {newEmail} olarak değiştirmek istediniz. Onay kodunuz: {code}\n\nKod yalnızca bir kez ve {minutes} dakika boyunca geçerlidir. Bunu siz istemediyseniz bu e-postayı yok sayın; hiçbir şey değişmez.',
  mailEmailUpdateSecondarySubject: 'Yeni e-posta adresinizi onaylayın',
  mailEmailUpdateSecondaryBody:
    'Bu adresi cüzdanınız için onaylama kodunuz: {code}\n\nKod yalnızca bir kez ve {minutes} dakika boyunca geçerlidir.',
  mailExportSubject: 'Anahtar dışa aktarma kodunuz',
  mailExportBody:
    'Cüzdanınızın özel anahtarını dışa aktarma kodunuz: {code}\n\nKod yalnızca bir kez ve {minutes} dakika boyunca geçerlidir. Bu kodu ve anahtarınızı asla kimseyle paylaşmayın. Anahtarınızı dışa aktarmayı siz istemediyseniz bu e-postayı yok sayın.',
  mailKitSubject: 'Acil durum kiti kodunuz',
  mailKitBody:
    'Cüzdanınızın acil durum kitini indirme kodunuz: {code}\n\nKod yalnızca bir kez ve {minutes} dakika boyunca geçerlidir. Bu kodu asla kimseyle paylaşmayın. Acil durum kiti istemediyseniz bu e-postayı yok sayın.',
  mailDevicePageTitle: 'Bu cihaz onaylansın mı?',
  mailDevicePageBody:
    'Yeni bir cihaz {email} cüzdanına giriş yapmak istiyor. Yalnızca bu girişi siz başlattıysanız onaylayın.',
  mailDevicePageButton: 'Bu cihazı onayla',
  mailDevicePageRequested: 'Bu istek {time} tarihinde {device} üzerinden geldi.',
  mailDevicePageBrowserOnOs: '{os} üzerinde {browser}',
  mailDevicePageUnknown: 'bilinmiyor',
  mailDeviceApprovedTitle: 'Cihaz onaylandı',
  mailDeviceApprovedBody: 'Size e-postayla bir giriş kodu gönderdik. Uygulamaya dönüp kodu orada girin.',
  mailDeviceLinkInvalidTitle: 'Bu bağlantı artık çalışmıyor',
  mailDeviceLinkInvalidBody: 'Süresi doldu ya da zaten kullanıldı. Uygulamada girişi yeniden başlatın.',
  mailDeviceRateLimited: 'Çok fazla e-posta gönderildi. {seconds} sn sonra yeniden deneyin.',
  mailExitSubject: 'Cüzdanınızın taşınmasını onaylayın',
  mailExitBody:
    'Cüzdan hizmetinizin işletmecisi {email} cüzdanını başka bir cüzdan hizmetine taşımak istiyor: {to}\n\nCüzdanınız adreslerini korur. Taşımadan sonra {to} adresinde bu e-posta adresi ve kurtarma parolanızla oturum açarsınız. Onaylamak ya da reddetmek için bu bağlantıyı açın:\n\n{link}\n\nBağlantı {hours} saat geçerlidir. Hiçbir şey yapmazsanız cüzdanınız olduğu yerde kalır.',
  mailExitPageTitle: 'Cüzdanınız taşınsın mı?',
  mailExitPageBody:
    'Bu cüzdan hizmetinin işletmecisi {email} cüzdanını başka bir cüzdan hizmetine taşımak istiyor: {to}. Cüzdanınız adreslerini korur; sonrasında onu aynı e-posta adresi ve kurtarma parolanızla orada kullanırsınız, artık burada değil. Yalnızca bu taşımayı bekliyorsanız onaylayın.',
  mailExitPageApprove: 'Taşımayı onayla',
  mailExitPageDecline: 'Reddet',
  mailExitApprovedTitle: 'Taşıma onaylandı',
  mailExitApprovedBody:
    'Cüzdanınız {to} hizmetine taşınacak. Taşındıktan sonra orada bu e-posta adresi ve kurtarma parolanızla oturum açın.',
  mailExitDeclinedTitle: 'Taşıma reddedildi',
  mailExitDeclinedBody: 'Cüzdanınız bu hizmette kalıyor. Hiçbir yere bir şey gönderilmedi.',
  mailExitLinkInvalidBody:
    'Süresi doldu ya da zaten yanıtlandı. Hâlâ yanıt vermeniz gerekiyorsa cüzdan hizmetinizin işletmecisinden yeni bir bağlantı isteyin.',
}
