import type { RecoverStrings } from './types.js'

/** Turkish. */
export const tr: RecoverStrings = {
  recoverUsage:
    'Kullanım: portico-recover [--password-stdin] <emergency-kit.json>\n\nCüzdanınızı acil durum kitinden ve kurtarma şifrenizden geri yükler. Ağ kullanmaz.\n\n  --password-stdin  şifreyi standart girdiden oku\n  --help            bu yardımı göster\n  --version         sürümü göster',
  recoverPasswordPrompt: 'Kurtarma şifresi: ',
  recoverNoPassword: 'Şifre girilmedi.',
  recoverWrongPassword: 'Kurtarma şifresi yanlış. Hiçbir şey kurtarılmadı.',
  recoverDamaged: 'Bu acil durum kiti hasarlı veya değiştirilmiş; cüzdan bu kitle kurtarılamaz.',
  recoverNotAKit: '{file} bir Portico acil durum kiti değil.',
  recoverCannotRead: '{file} okunamıyor.',
  recoverUnknownOption: 'Bilinmeyen seçenek: {option}',
  recoverOneFile: 'Tam olarak bir acil durum kiti dosyası belirtin.',
  recoverMnemonicTitle: 'Kurtarma ifadeniz ({count} kelime):',
  recoverEvmKeyTitle: 'EVM özel anahtarınız:',
  recoverSolanaKeyTitle: 'Solana gizli anahtarınız:',
  recoverEvmAddress: 'EVM adresi: {address}',
  recoverSolanaAddress: 'Solana adresi: {address}',
  recoverWarning:
    'Bunu gören herkes cüzdanınızı kontrol eder. Çevrimdışı olarak not edin, güvende tutun ve asla paylaşmayın.',
}
