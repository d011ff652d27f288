/**
 * The second factor's strings in English: /profile's two-step sign-in tab and the sign-in's
 * second step (/login/second-factor). account/en.ts holds them as `twoFactor`;
 * two-factor-nl.ts and two-factor-fr.ts have the same keys.
 */
export const twoFactorEn = {
  title: "Two-step sign-in",
  intro:
    "After your password, signing in asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…), so a stolen password alone does not open your account.",
  adminRequired:
    "The admin panel opens only to admins with a second factor: turn on two-step sign-in below, or add a passkey.",
  confirmFirst:
    "This sign-in has not shown your second factor. To change how you sign in, first confirm it is you.",
  on: "Two-step sign-in is on.",
  off: "Two-step sign-in is off.",
  codesLeft_one: "{{count}} backup code left.",
  codesLeft_other: "{{count}} backup codes left.",
  needsPassword:
    "Two-step sign-in protects signing in with a password, and your account has none: you sign in through a federated provider. To set one, use “Forgot your password?” on the login page.",
  password: "Current password",
  start: "Set up two-step sign-in",
  starting: "Setting up...",
  scanTitle: "1. Scan this QR code with your authenticator app",
  qrAlt: "QR code that adds this account to an authenticator app",
  keyIntro: "Cannot scan it? Type this key into the app instead (time-based):",
  backupTitle: "2. Keep your backup codes",
  backupIntro:
    "Each code signs you in once when you do not have your phone. Write them down or print them and keep them somewhere safe: they are shown only now.",
  backupCodes: "Backup codes",
  confirmTitle: "3. Type the code your app shows",
  code: "Code from the app",
  codeHint: "Six digits; the app shows a new one every 30 seconds.",
  confirm: "Turn on",
  confirming: "Turning on...",
  turnedOn:
    "Two-step sign-in is on. From now on, signing in asks for a code from your app after your password.",
  toAdmin: "Go to the admin panel",
  disableTitle: "Turn off two-step sign-in",
  disableIntro: "Signing in will ask only for your password again.",
  disableAdmin: "As an admin you cannot open the admin panel without it.",
  disable: "Turn off",
  disabling: "Turning off...",
  turnedOff: "Two-step sign-in is off. Signing in asks only for your password.",
  newCodesTitle: "New backup codes",
  newCodesIntro: "Ten new codes replace the ones you have; the old ones stop working.",
  newCodes: "Make new backup codes",
  makingCodes: "Making codes...",
  newCodesShown: "Your new backup codes, shown only now:",
  step: {
    confirmTitle: "Confirm it is you",
    confirmIntro: "The admin panel opens only to a sign-in confirmed with your second factor.",
    passkeyIntro:
      "Use the passkey you added to this account: your device asks for your PIN, fingerprint or face.",
    usePasskey: "Use your passkey",
    title: "Two-step sign-in",
    intro:
      "Type the six-digit code your authenticator app shows for this shop, or one of your backup codes.",
    code: "Code",
    codeHint: "The app's code, or a backup code such as AbCd1-2eFgH.",
    submit: "Continue",
    submitting: "Checking...",
    again: "Log in again",
    lost: "Lost your phone and your backup codes? Contact us: we can turn two-step sign-in off once we know it is you.",
  },
};
