import type { RecoverStrings } from './types.js'

/** Indonesian. */
export const id: RecoverStrings = {
  recoverUsage:
    'Penggunaan: portico-recover [--password-stdin] <emergency-kit.json>\n\nMemulihkan dompet Anda dari kit daruratnya dan kata sandi pemulihan Anda. Tidak menggunakan jaringan.\n\n  --password-stdin  baca kata sandi dari input standar\n  --help            tampilkan bantuan ini\n  --version         tampilkan versi',
  recoverPasswordPrompt: 'Kata sandi pemulihan: ',
  recoverNoPassword: 'Tidak ada kata sandi yang diberikan.',
  recoverWrongPassword: 'Kata sandi pemulihan salah. Tidak ada yang dipulihkan.',
  recoverDamaged: 'Kit darurat ini rusak atau telah diubah, sehingga dompet tidak dapat dipulihkan darinya.',
  recoverNotAKit: '{file} bukan kit darurat Portico.',
  recoverCannotRead: 'Tidak dapat membaca {file}.',
  recoverUnknownOption: 'Opsi tidak dikenal: {option}',
  recoverOneFile: 'Berikan tepat satu file kit darurat.',
  recoverMnemonicTitle: 'Frasa pemulihan Anda ({count} kata):',
  recoverEvmKeyTitle: 'Kunci privat EVM Anda:',
  recoverSolanaKeyTitle: 'Kunci rahasia Solana Anda:',
  recoverEvmAddress: 'Alamat EVM: {address}',
  recoverSolanaAddress: 'Alamat Solana: {address}',
  recoverWarning:
    'Siapa pun yang melihat ini menguasai dompet Anda. Catat secara offline, simpan dengan aman, dan jangan pernah membagikannya.',
}
