// Indonesian (id) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'Batal',
  copy: 'Salin',
  copied: 'Disalin',
  done: 'Selesai',
  working: 'Memproses…',
  genericError: 'Terjadi kesalahan. Coba lagi.',

  setupTitle: 'Atur kata sandi pemulihan',
  setupIntro:
    'Dompet Anda dibagi menjadi tiga bagian: perangkat ini, layanan kami, dan cadangan yang dikunci dengan kata sandi ini. Dua bagian mana pun dapat membuka dompet Anda.',
  setupWarning:
    'Kami tidak dapat mengatur ulang kata sandi ini. Jika Anda kehilangan kata sandi ini sekaligus perangkat ini, dana Anda akan hilang, kecuali Anda telah mengekspor kunci Anda.',
  passwordLabel: 'Kata sandi',
  confirmLabel: 'Konfirmasi kata sandi',
  passwordTooShort: 'Gunakan minimal {min} karakter.',
  passwordMismatch: 'Kata sandi tidak cocok.',
  createWallet: 'Buat dompet',
  creatingWallet: 'Membuat dompet Anda…',

  recoverTitle: 'Masukkan kata sandi pemulihan',
  recoverIntro:
    'Perangkat ini baru bagi dompet Anda. Masukkan kata sandi pemulihan yang Anda atur saat membuatnya.',
  recoverSubmit: 'Buka dompet',
  recovering: 'Membuka dompet Anda…',
  wrongPassword: 'Kata sandi pemulihan salah.',

  approveTitle: 'Setujui permintaan',
  requestFrom: 'Permintaan dari {origin}',
  approve: 'Setujui',
  reject: 'Tolak',
  methodLabel: 'Metode',
  networkLabel: 'Jaringan',
  signMessageTitle: 'Tanda tangani pesan',
  signTypedDataTitle: 'Tanda tangani data terstruktur',
  sendTransactionTitle: 'Kirim transaksi',
  sendCallsTitle: 'Kirim {count} panggilan',
  signTransactionTitle: 'Tanda tangani transaksi',
  signAllTransactionsTitle: 'Tanda tangani {count} transaksi',
  signAndSendTransactionTitle: 'Tanda tangani dan kirim transaksi',
  messageLabel: 'Pesan',
  messageHexLabel: 'Pesan (hex)',
  amountLabel: 'Jumlah',
  recipientLabel: 'Penerima',
  tokenLabel: 'Token',
  contractLabel: 'Kontrak',
  functionLabel: 'Fungsi',
  argumentsLabel: 'Argumen',
  dataLabel: 'Data',
  callLabel: 'Panggilan {index}',
  transactionLabel: 'Transaksi {index}',
  instructionsLabel: 'Instruksi',
  programLabel: 'Program',
  accountsLabel: 'Akun',
  domainLabel: 'Domain',
  typeLabel: 'Jenis',
  unknownToken: 'Token tidak dikenal',
  noValue: 'Tidak ada',

  exportTitle: 'Ekspor kunci',
  exportCodeSent: 'Kami telah mengirim kode ke {email}. Masukkan kode tersebut untuk menampilkan kunci Anda.',
  codeLabel: 'Kode',
  verify: 'Verifikasi',
  exportWarning:
    'Siapa pun yang memiliki kunci ini mengendalikan dana Anda. Jangan pernah membagikannya dan simpan secara offline.',
  evmKeyLabel: 'Kunci pribadi EVM',
  solanaKeyLabel: 'Kunci rahasia Solana',
  codeInvalid: 'Kode salah.',
  codeExpired: 'Kode ini sudah kedaluwarsa. Mulai lagi untuk mendapatkan kode baru.',
  codeBurned: 'Terlalu banyak percobaan yang salah. Mulai lagi untuk mendapatkan kode baru.',
  rateLimited: 'Terlalu banyak percobaan. Coba lagi dalam {seconds} detik.',

  mailLoginSubject: 'Kode masuk Anda',
  mailLoginText:
    'Kode masuk Anda adalah {code}. Kode ini berlaku selama {minutes} menit. Jika Anda tidak memintanya, abaikan email ini.',
  mailDeviceSubject: 'Setujui perangkat baru',
  mailDeviceText:
    'Perangkat baru sedang masuk ke dompet Anda. Jika itu Anda, setujui di sini: {link} Tautan ini berlaku selama {minutes} menit. Jika bukan Anda, abaikan email ini.',
  mailUpdatePrimarySubject: 'Konfirmasi perubahan email Anda',
  mailUpdatePrimaryText:
    'Kode Anda untuk mengubah email menjadi {email} adalah {code}. Kode ini berlaku selama {minutes} menit. Jika Anda tidak memintanya, abaikan email ini.',
  mailUpdateSecondarySubject: 'Konfirmasi email baru Anda',
  mailUpdateSecondaryText:
    'Kode Anda untuk mengonfirmasi alamat ini untuk dompet Anda adalah {code}. Kode ini berlaku selama {minutes} menit.',
  mailExportSubject: 'Kode Anda untuk mengekspor kunci',
  mailExportText:
    'Kode Anda untuk menampilkan kunci dompet adalah {code}. Kode ini berlaku selama {minutes} menit. Jika Anda tidak memintanya, jangan gunakan dan keluar dari akun di perangkat Anda.',

  deviceTitle: 'Setujui perangkat ini',
  deviceIntro:
    'Perangkat baru meminta untuk menggunakan dompet Anda. Setujui hanya jika Anda sedang masuk saat ini.',
  deviceApprove: 'Setujui perangkat ini',
  deviceApproved: 'Perangkat disetujui. Kembali ke aplikasi: kode masuk sedang dikirim ke email Anda.',
  deviceLinkInvalid: 'Tautan ini tidak valid atau sudah kedaluwarsa.',
} satisfies EmbeddedStrings
