import type { RecoverStrings } from './types.js'

/** Dutch. */
export const nl: RecoverStrings = {
  recoverUsage:
    'Gebruik: portico-recover [--password-stdin] <emergency-kit.json>\n\nHerstelt je wallet uit de noodkit en je herstelwachtwoord. Gebruikt geen netwerk.\n\n  --password-stdin  lees het wachtwoord van standaardinvoer\n  --help            toon deze hulp\n  --version         toon de versie',
  recoverPasswordPrompt: 'Herstelwachtwoord: ',
  recoverNoPassword: 'Er is geen wachtwoord opgegeven.',
  recoverWrongPassword: 'Onjuist herstelwachtwoord. Er is niets hersteld.',
  recoverDamaged: 'Deze noodkit is beschadigd of gewijzigd, dus de wallet kan er niet mee worden hersteld.',
  recoverNotAKit: '{file} is geen Portico-noodkit.',
  recoverCannotRead: 'Kan {file} niet lezen.',
  recoverUnknownOption: 'Onbekende optie: {option}',
  recoverOneFile: 'Geef precies één noodkitbestand op.',
  recoverMnemonicTitle: 'Je herstelzin ({count} woorden):',
  recoverEvmKeyTitle: 'Je privésleutel voor EVM:',
  recoverSolanaKeyTitle: 'Je geheime Solana-sleutel:',
  recoverEvmAddress: 'EVM-adres: {address}',
  recoverSolanaAddress: 'Solana-adres: {address}',
  recoverWarning:
    'Wie dit ziet, beheert je wallet. Schrijf het offline op, bewaar het veilig en deel het nooit.',
}
