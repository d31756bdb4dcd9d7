// French (fr) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'Annuler',
  copy: 'Copier',
  copied: 'Copié',
  done: 'Terminé',
  working: 'En cours…',
  genericError: 'Une erreur s’est produite. Réessayez.',
  walletMovedTitle: 'Votre portefeuille a été transféré',
  walletMovedBody:
    'Ce portefeuille est désormais géré par un autre service de portefeuille : {origin}. Connectez-vous là-bas avec la même adresse e-mail et votre mot de passe de récupération pour l’utiliser.',

  setupTitle: 'Définir un mot de passe de récupération',
  setupIntro:
    'Votre portefeuille est divisé en trois parties : cet appareil, notre service et une sauvegarde verrouillée par ce mot de passe. Deux d’entre elles suffisent à ouvrir votre portefeuille.',
  setupWarning:
    'Nous ne pouvons pas réinitialiser ce mot de passe. Si vous perdez à la fois ce mot de passe et cet appareil, vos fonds sont perdus, sauf si vous avez exporté vos clés.',
  passwordLabel: 'Mot de passe',
  confirmLabel: 'Confirmer le mot de passe',
  passwordTooShort: 'Utilisez au moins {min} caractères.',
  passwordMismatch: 'Les mots de passe ne correspondent pas.',
  createWallet: 'Créer le portefeuille',
  creatingWallet: 'Création de votre portefeuille…',

  recoverTitle: 'Saisissez votre mot de passe de récupération',
  recoverIntro:
    'Cet appareil est nouveau pour votre portefeuille. Saisissez le mot de passe de récupération défini lors de sa création.',
  recoverSubmit: 'Déverrouiller le portefeuille',
  recovering: 'Déverrouillage de votre portefeuille…',
  wrongPassword: 'Mot de passe de récupération incorrect.',

  approveTitle: 'Approuver la demande',
  requestFrom: 'Demande de {origin}',
  approve: 'Approuver',
  reject: 'Refuser',
  methodLabel: 'Méthode',
  networkLabel: 'Réseau',
  signMessageTitle: 'Signer le message',
  signTypedDataTitle: 'Signer des données typées',
  sendTransactionTitle: 'Envoyer la transaction',
  sendCallsTitle: 'Envoyer {count} appels',
  signTransactionTitle: 'Signer la transaction',
  signAllTransactionsTitle: 'Signer {count} transactions',
  signAndSendTransactionTitle: 'Signer et envoyer la transaction',
  messageLabel: 'Message',
  messageHexLabel: 'Message (hex)',
  amountLabel: 'Montant',
  recipientLabel: 'Destinataire',
  tokenLabel: 'Jeton',
  contractLabel: 'Contrat',
  functionLabel: 'Fonction',
  argumentsLabel: 'Arguments',
  dataLabel: 'Données',
  callLabel: 'Appel {index}',
  transactionLabel: 'Transaction {index}',
  instructionsLabel: 'Instructions',
  programLabel: 'Programme',
  accountsLabel: 'Comptes',
  domainLabel: 'Domaine',
  typeLabel: 'Type',
  unknownToken: 'Jeton inconnu',
  noValue: 'Aucun',

  exportTitle: 'Exporter les clés',
  exportCodeSent: 'Nous avons envoyé un code à {email}. Saisissez-le pour afficher vos clés.',
  codeLabel: 'Code',
  verify: 'Vérifier',
  exportWarning:
    'Quiconque possède ces clés contrôle vos fonds. Ne les partagez jamais et conservez-les hors ligne.',
  evmKeyLabel: 'Clé privée EVM',
  solanaKeyLabel: 'Clé secrète Solana',
  codeInvalid: 'Code incorrect.',
  codeExpired: 'Ce code a expiré. Recommencez pour en recevoir un nouveau.',
  codeBurned: 'Trop d’essais incorrects. Recommencez pour recevoir un nouveau code.',
  rateLimited: 'Trop de tentatives. Réessayez dans {seconds} secondes.',

  kitTitle: 'Kit de secours',
  kitCodeSent: 'Nous avons envoyé un code à {email}. Saisissez-le pour créer votre kit de secours.',
  kitPasswordIntro:
    'Saisissez votre mot de passe de récupération. Le kit est verrouillé avec : sans le mot de passe, le fichier ne révèle rien d’autre que vos adresses.',
  kitCreate: 'Créer le kit',
  kitCreating: 'Création du kit…',
  kitDoneTitle: 'Votre kit de secours est téléchargé',
  kitSaved: 'Votre navigateur l’a enregistré dans vos téléchargements sous le nom {file}.',
  kitKeepApart:
    'Conservez le fichier en lieu sûr, et votre mot de passe de récupération à part. Ensemble, ils restaurent votre portefeuille avec l’outil portico-recover, même si ce service disparaît.',
  kitDownloadAgain: 'Télécharger à nouveau',

  back: 'Retour',
  importLink: 'Importer un portefeuille existant',
  importTitle: 'Importer un portefeuille',
  importIntro:
    'Saisissez la phrase de récupération (12 à 24 mots) ou la clé privée (EVM ou Solana) du portefeuille que vous voulez utiliser ici. Tapez-la uniquement dans ce formulaire. Un portefeuille importé depuis une clé privée ne fonctionne que sur le réseau de cette clé.',
  importLabel: 'Phrase de récupération ou clé privée',
  importKindMnemonic: 'Phrase de récupération, {count} mots',
  importExplainer:
    'La clé est divisée comme celle d’un nouveau portefeuille : ce service ne la détient jamais en entier. Quiconque possède déjà cette phrase ou cette clé peut toujours utiliser le portefeuille ; si elle a pu fuiter, créez plutôt un nouveau portefeuille et transférez-y vos fonds.',
  importContinue: 'Continuer',
  importEmpty: 'Saisissez votre phrase de récupération ou votre clé privée.',
  importUnrecognised: 'Ce n’est ni une phrase de récupération ni une clé privée.',
  importWordCount:
    'Une phrase de récupération compte 12, 15, 18, 21 ou 24 mots ; celle-ci en compte {count}.',
  importUnknownWord: '« {word} » n’est pas un mot de phrase de récupération. Vérifiez son orthographe.',
  importChecksum: 'Cette phrase de récupération n’est pas valide. Vérifiez chaque mot et leur ordre.',
  importKeyInvalid: 'Cette clé privée n’est pas valide.',
  importPhraseOnly:
    'Les clés privées ne peuvent pas encore être importées. Saisissez une phrase de récupération.',
  importSubmit: 'Importer le portefeuille',
  importingWallet: 'Importation de votre portefeuille…',
} satisfies EmbeddedStrings
