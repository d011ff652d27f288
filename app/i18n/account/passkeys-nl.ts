import type { passkeysEn } from "./passkeys-en.ts";

/** The passkeys' strings in Dutch (Belgian): the keys of passkeys-en.ts. */
export const passkeysNl: typeof passkeysEn = {
  title: "Toegangssleutels",
  intro:
    "Log in met uw vingerafdruk, gezicht of de pincode van uw toestel in plaats van uw wachtwoord. Een toegangssleutel blijft op uw toestel of in uw wachtwoordbeheerder; de winkel bewaart alleen het openbare deel.",
  caption: "Uw toegangssleutels",
  name: "Naam",
  added: "Toegevoegd",
  lastUsed: "Laatst gebruikt",
  actions: "Acties",
  never: "Nooit",
  unnamed: "Toegangssleutel",
  synced: "Gesynchroniseerd op uw toestellen",
  none: "U hebt nog geen toegangssleutels.",
  addTitle: "Toegangssleutel toevoegen",
  nameLabel: "Naam van de nieuwe toegangssleutel",
  nameHint: "Bijvoorbeeld het toestel of de wachtwoordbeheerder die hem bewaart.",
  add: "Toegangssleutel toevoegen",
  adding: "Volg de instructies van uw toestel...",
  addedNamed: 'Toegangssleutel "{{name}}" toegevoegd. U kunt er nu mee inloggen.',
  rename: "Naam wijzigen",
  renameTitle: 'Naam van toegangssleutel "{{name}}" wijzigen',
  newName: "Nieuwe naam",
  save: "Opslaan",
  saving: "Opslaan...",
  renamed: 'Toegangssleutel hernoemd tot "{{name}}".',
  remove: "Verwijderen",
  removeTitle: 'Toegangssleutel "{{name}}" verwijderen?',
  removeMessage:
    "U kunt dan niet meer inloggen met deze toegangssleutel. Verwijder hem ook van uw toestel of uit uw wachtwoordbeheerder.",
  removing: "Verwijderen...",
  removed: 'Toegangssleutel "{{name}}" verwijderd.',
  cancel: "Annuleren",
  noScript: "Voor het toevoegen en beheren van toegangssleutels is JavaScript nodig.",
  signIn: "Inloggen met een toegangssleutel",
  signingIn: "Volg de instructies van uw toestel...",
  problems: {
    unsupported:
      "Deze browser kan geen toegangssleutels gebruiken. Log in met uw e-mailadres en wachtwoord, of gebruik een andere browser.",
    "add-cancelled":
      "Er is geen toegangssleutel toegevoegd: het werd geannuleerd of duurde te lang.",
    "sign-in-cancelled": "Inloggen met een toegangssleutel werd geannuleerd of duurde te lang.",
    duplicate:
      "Dit toestel of deze wachtwoordbeheerder bewaart al een toegangssleutel voor uw account.",
    failed: "Er ging iets mis. Probeer het opnieuw.",
  },
  errors: {
    "add-refused":
      "Uw toegangssleutel kon niet worden gecontroleerd. Probeer het opnieuw; een beveiligingssleutel vraagt ook om zijn pincode.",
    "sign-in-refused":
      "Met deze toegangssleutel kon u niet inloggen: de winkel kent hem niet (misschien werd hij verwijderd) of hij heeft u niet geverifieerd. Probeer het opnieuw of log in met uw e-mailadres en wachtwoord.",
    "session-not-fresh":
      "Log voor uw veiligheid uit en opnieuw in voordat u een toegangssleutel toevoegt.",
    "not-found": "Die toegangssleutel bestaat niet meer. Laad de pagina opnieuw.",
  },
};
