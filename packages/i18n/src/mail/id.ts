import type { MailStrings } from './types.js'

/** Indonesian. */
export const id: MailStrings = {
  mailLoginSubject: 'Kode masuk Anda',
  mailLoginBody:
    'Kode masuk Anda adalah {code}.\n\nKode ini hanya berlaku sekali, selama {minutes} menit. Jika Anda tidak mencoba masuk, abaikan email ini.',
  mailDeviceSubject: 'Setujui perangkat baru Anda',
  mailDeviceBody:
    'Seseorang sedang masuk ke dompet {email} dari perangkat baru. Jika itu Anda, setujui perangkat melalui tautan ini:\n\n{link}\n\nTautan berlaku selama {minutes} menit. Jika bukan Anda, abaikan email ini dan tidak ada yang berubah.',
  mailEmailUpdatePrimarySubject: 'Konfirmasi perubahan email Anda',
  mailEmailUpdatePrimaryBody:
    'Anda meminta untuk mengubah alamat email dompet Anda menjadi {newEmail}. Kode konfirmasi Anda adalah {code}.\n\nKode ini hanya berlaku sekali, selama {minutes} menit. Jika Anda tidak memintanya, abaikan email ini dan tidak ada yang berubah.',
  mailEmailUpdateSecondarySubject: 'Konfirmasi alamat email baru Anda',
  mailEmailUpdateSecondaryBody:
    'Kode Anda untuk mengonfirmasi alamat ini bagi dompet Anda adalah {code}.\n\nKode ini hanya berlaku sekali, selama {minutes} menit.',
  mailExportSubject: 'Kode ekspor kunci Anda',
  mailExportBody:
    'Kode Anda untuk mengekspor kunci pribadi dompet Anda adalah {code}.\n\nKode ini hanya berlaku sekali, selama {minutes} menit. Jangan pernah membagikan kode ini atau kunci Anda. Jika Anda tidak meminta ekspor kunci, abaikan email ini.',
  mailKitSubject: 'Kode kit darurat Anda',
  mailKitBody:
    'Kode Anda untuk mengunduh kit darurat dompet Anda adalah {code}.\n\nKode ini hanya berlaku sekali, selama {minutes} menit. Jangan pernah membagikan kode ini. Jika Anda tidak meminta kit darurat, abaikan email ini.',
  mailDevicePageTitle: 'Setujui perangkat ini?',
  mailDevicePageBody:
    'Perangkat baru meminta masuk ke dompet {email}. Setujui hanya jika Anda sendiri yang memulai proses masuk ini.',
  mailDevicePageButton: 'Setujui perangkat ini',
  mailDevicePageRequested: 'Permintaan ini datang pada {time} dari {device}.',
  mailDevicePageBrowserOnOs: '{browser} di {os}',
  mailDevicePageUnknown: 'tidak dikenal',
  mailDeviceApprovedTitle: 'Perangkat disetujui',
  mailDeviceApprovedBody:
    'Kami telah mengirimkan kode masuk ke email Anda. Kembali ke aplikasi dan masukkan kode di sana.',
  mailDeviceLinkInvalidTitle: 'Tautan ini tidak berlaku lagi',
  mailDeviceLinkInvalidBody:
    'Tautan sudah kedaluwarsa atau sudah digunakan. Mulai lagi proses masuk di aplikasi.',
  mailDeviceRateLimited: 'Terlalu banyak email yang dikirim. Coba lagi dalam {seconds} detik.',
  mailExitSubject: 'Setujui pemindahan dompet Anda',
  mailExitBody:
    'Operator layanan dompet Anda meminta untuk memindahkan dompet {email} ke layanan dompet lain: {to}\n\nDompet Anda tetap memakai alamat yang sama. Setelah pemindahan, Anda masuk di {to} dengan alamat email ini dan kata sandi pemulihan Anda. Untuk menyetujui atau menolak, buka tautan ini:\n\n{link}\n\nTautan berlaku selama {hours} jam. Jika Anda tidak melakukan apa pun, dompet Anda tetap di tempatnya.',
  mailExitPageTitle: 'Pindahkan dompet Anda?',
  mailExitPageBody:
    'Operator layanan dompet ini meminta untuk memindahkan dompet {email} ke layanan dompet lain: {to}. Dompet Anda tetap memakai alamat yang sama; setelah itu Anda menggunakannya di sana, dengan alamat email yang sama dan kata sandi pemulihan Anda, dan tidak lagi di sini. Setujui hanya jika Anda memang menantikan pemindahan ini.',
  mailExitPageApprove: 'Setujui pemindahan',
  mailExitPageDecline: 'Tolak',
  mailExitApprovedTitle: 'Pemindahan disetujui',
  mailExitApprovedBody:
    'Dompet Anda akan dipindahkan ke {to}. Setelah dipindahkan, masuklah di sana dengan alamat email ini dan kata sandi pemulihan Anda.',
  mailExitDeclinedTitle: 'Pemindahan ditolak',
  mailExitDeclinedBody: 'Dompet Anda tetap di layanan ini. Tidak ada yang dikirim ke mana pun.',
  mailExitLinkInvalidBody:
    'Tautan sudah kedaluwarsa atau sudah dijawab. Jika Anda masih perlu menjawab, minta tautan baru kepada operator layanan dompet Anda.',
}
