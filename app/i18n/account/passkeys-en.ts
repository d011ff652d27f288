/**
 * The passkeys' strings in English: the section on /profile and the button on /login.
 * account/en.ts holds them as `passkeys`; passkeys-nl.ts and passkeys-fr.ts have the same keys.
 */
export const passkeysEn = {
  title: "Passkeys",
  intro:
    "Sign in with your fingerprint, face or device PIN instead of your password. A passkey stays on your device or in your password manager; the shop keeps only its public part.",
  caption: "Your passkeys",
  name: "Name",
  added: "Added",
  lastUsed: "Last used",
  actions: "Actions",
  never: "Never",
  unnamed: "Passkey",
  synced: "Synced across your devices",
  none: "You have no passkeys yet.",
  addTitle: "Add a passkey",
  nameLabel: "Name of the new passkey",
  nameHint: "For example the device or password manager that keeps it.",
  add: "Add a passkey",
  adding: "Follow your device's instructions...",
  addedNamed: 'Passkey "{{name}}" added. You can now sign in with it.',
  rename: "Rename",
  renameTitle: 'Rename passkey "{{name}}"',
  newName: "New name",
  save: "Save",
  saving: "Saving...",
  renamed: 'Passkey renamed to "{{name}}".',
  remove: "Remove",
  removeTitle: 'Remove passkey "{{name}}"?',
  removeMessage:
    "You will no longer be able to sign in with this passkey. Delete it from your device or password manager too.",
  removing: "Removing...",
  removed: 'Passkey "{{name}}" removed.',
  cancel: "Cancel",
  noScript: "Adding and managing passkeys needs JavaScript.",
  signIn: "Sign in with a passkey",
  signingIn: "Follow your device's instructions...",
  problems: {
    unsupported:
      "This browser cannot use passkeys. Log in with your e-mail and password, or use another browser.",
    "add-cancelled": "No passkey was added: it was cancelled or took too long.",
    "sign-in-cancelled": "Signing in with a passkey was cancelled or took too long.",
    duplicate: "This device or password manager already holds a passkey for your account.",
    failed: "Something went wrong. Please try again.",
  },
  errors: {
    "add-refused":
      "Your passkey could not be verified. Please try again; a security key also needs its PIN.",
    "sign-in-refused":
      "This passkey could not sign you in: the shop does not know it (it may have been removed) or it did not verify you. Try again, or log in with your e-mail and password.",
    "session-not-fresh": "For your security, log out and log in again before adding a passkey.",
    "not-found": "That passkey no longer exists. Reload the page.",
  },
};
