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
}
