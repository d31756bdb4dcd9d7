import type { RecoverStrings } from './types.js'

/** Polish. */
export const pl: RecoverStrings = {
  recoverUsage:
    'Użycie: portico-recover [--password-stdin] <emergency-kit.json>\n\nOdzyskuje portfel z zestawu awaryjnego i hasła odzyskiwania. Nie korzysta z sieci.\n\n  --password-stdin  odczytaj hasło ze standardowego wejścia\n  --help            pokaż tę pomoc\n  --version         pokaż wersję',
  recoverPasswordPrompt: 'Hasło odzyskiwania: ',
  recoverNoPassword: 'Nie podano hasła.',
  recoverWrongPassword: 'Nieprawidłowe hasło odzyskiwania. Niczego nie odzyskano.',
  recoverDamaged:
    'Ten zestaw awaryjny jest uszkodzony lub został zmieniony, więc nie da się z niego odzyskać portfela.',
  recoverNotAKit: '{file} nie jest zestawem awaryjnym Portico.',
  recoverCannotRead: 'Nie można odczytać {file}.',
  recoverUnknownOption: 'Nieznana opcja: {option}',
  recoverOneFile: 'Podaj dokładnie jeden plik zestawu awaryjnego.',
  recoverMnemonicTitle: 'Twoja fraza odzyskiwania (liczba słów: {count}):',
  recoverEvmKeyTitle: 'Twój klucz prywatny EVM:',
  recoverSolanaKeyTitle: 'Twój tajny klucz Solana:',
  recoverEvmAddress: 'Adres EVM: {address}',
  recoverSolanaAddress: 'Adres Solana: {address}',
  recoverWarning:
    'Każdy, kto to zobaczy, przejmie kontrolę nad portfelem. Zapisz to offline, przechowuj bezpiecznie i nigdy nikomu nie udostępniaj.',
}
