// French (fr) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'Annuler',
  copy: 'Copier',
  copied: 'Copié',
  done: 'Terminé',
  working: 'En cours…',
  genericError: 'Une erreur s’est produite. Réessayez.',

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

  mailLoginSubject: 'Votre code de connexion',
  mailLoginText:
    'Votre code de connexion est {code}. Il est valable {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
  mailDeviceSubject: 'Approuver un nouvel appareil',
  mailDeviceText:
    'Un nouvel appareil se connecte à votre portefeuille. Si c’est vous, approuvez-le ici : {link} Le lien est valable {minutes} minutes. Si ce n’est pas vous, ignorez cet e-mail.',
  mailUpdatePrimarySubject: 'Confirmez le changement de votre e-mail',
  mailUpdatePrimaryText:
    'Votre code pour remplacer votre e-mail par {email} est {code}. Il est valable {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
  mailUpdateSecondarySubject: 'Confirmez votre nouvel e-mail',
  mailUpdateSecondaryText:
    'Votre code pour confirmer cette adresse pour votre portefeuille est {code}. Il est valable {minutes} minutes.',
  mailExportSubject: 'Votre code pour exporter vos clés',
  mailExportText:
    'Votre code pour afficher les clés de votre portefeuille est {code}. Il est valable {minutes} minutes. Si vous ne l’avez pas demandé, ne l’utilisez pas et déconnectez-vous sur vos appareils.',

  deviceTitle: 'Approuver cet appareil',
  deviceIntro:
    'Un nouvel appareil demande à utiliser votre portefeuille. Approuvez-le seulement si vous êtes en train de vous connecter.',
  deviceApprove: 'Approuver cet appareil',
  deviceApproved:
    'Appareil approuvé. Revenez à l’application : un code de connexion arrive dans votre boîte e-mail.',
  deviceLinkInvalid: 'Ce lien est invalide ou a expiré.',
} satisfies EmbeddedStrings
