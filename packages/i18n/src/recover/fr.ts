import type { RecoverStrings } from './types.js'

/** French. */
export const fr: RecoverStrings = {
  recoverUsage:
    'Utilisation : portico-recover [--password-stdin] <emergency-kit.json>\n\nRécupère votre portefeuille à partir de son kit d’urgence et de votre mot de passe de récupération. Aucun accès au réseau.\n\n  --password-stdin  lire le mot de passe sur l’entrée standard\n  --help            afficher cette aide\n  --version         afficher la version',
  recoverPasswordPrompt: 'Mot de passe de récupération : ',
  recoverNoPassword: 'Aucun mot de passe n’a été fourni.',
  recoverWrongPassword: 'Mot de passe de récupération incorrect. Rien n’a été récupéré.',
  recoverDamaged:
    'Ce kit d’urgence est endommagé ou a été modifié : le portefeuille ne peut pas être récupéré avec lui.',
  recoverNotAKit: '{file} n’est pas un kit d’urgence Portico.',
  recoverCannotRead: 'Impossible de lire {file}.',
  recoverUnknownOption: 'Option inconnue : {option}',
  recoverOneFile: 'Indiquez exactement un fichier de kit d’urgence.',
  recoverMnemonicTitle: 'Votre phrase de récupération ({count} mots) :',
  recoverEvmKeyTitle: 'Votre clé privée EVM :',
  recoverSolanaKeyTitle: 'Votre clé secrète Solana :',
  recoverEvmAddress: 'Adresse EVM : {address}',
  recoverSolanaAddress: 'Adresse Solana : {address}',
  recoverWarning:
    'Quiconque voit ceci contrôle votre portefeuille. Notez-le hors ligne, gardez-le en lieu sûr et ne le partagez jamais.',
}
