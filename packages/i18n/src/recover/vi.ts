import type { RecoverStrings } from './types.js'

/** Vietnamese. */
export const vi: RecoverStrings = {
  recoverUsage:
    'Cách dùng: portico-recover [--password-stdin] <emergency-kit.json>\n\nKhôi phục ví của bạn từ bộ khẩn cấp và mật khẩu khôi phục. Không dùng mạng.\n\n  --password-stdin  đọc mật khẩu từ đầu vào chuẩn\n  --help            hiển thị trợ giúp này\n  --version         hiển thị phiên bản',
  recoverPasswordPrompt: 'Mật khẩu khôi phục: ',
  recoverNoPassword: 'Chưa nhập mật khẩu.',
  recoverWrongPassword: 'Sai mật khẩu khôi phục. Không có gì được khôi phục.',
  recoverDamaged: 'Bộ khẩn cấp này bị hỏng hoặc đã bị thay đổi nên không thể khôi phục ví từ nó.',
  recoverNotAKit: '{file} không phải là bộ khẩn cấp của Portico.',
  recoverCannotRead: 'Không đọc được {file}.',
  recoverUnknownOption: 'Tùy chọn không xác định: {option}',
  recoverOneFile: 'Hãy chỉ định đúng một tệp bộ khẩn cấp.',
  recoverMnemonicTitle: 'Cụm từ khôi phục của bạn ({count} từ):',
  recoverEvmKeyTitle: 'Khóa riêng EVM của bạn:',
  recoverSolanaKeyTitle: 'Khóa bí mật Solana của bạn:',
  recoverEvmAddress: 'Địa chỉ EVM: {address}',
  recoverSolanaAddress: 'Địa chỉ Solana: {address}',
  recoverWarning:
    'Bất kỳ ai nhìn thấy nội dung này đều kiểm soát được ví của bạn. Hãy ghi lại ngoại tuyến, cất giữ an toàn và không bao giờ chia sẻ.',
}
