import type { twoFactorEn } from "./two-factor-en.ts";

/** The second factor's strings in Dutch (Belgian): the keys of two-factor-en.ts. */
export const twoFactorNl: typeof twoFactorEn = {
  title: "Inloggen in twee stappen",
  intro:
    "Na uw wachtwoord vraagt het inloggen een code uit een authenticatie-app op uw telefoon (Google Authenticator, Microsoft Authenticator, 1Password…), zodat een gestolen wachtwoord alleen uw account niet opent.",
  adminRequired:
    "Het beheerpaneel opent alleen voor beheerders met een tweede stap: schakel hieronder inloggen in twee stappen in, of voeg een toegangssleutel toe.",
  confirmFirst:
    "Bij deze aanmelding is uw tweede stap nog niet gevraagd. Bevestig eerst dat u het bent om te wijzigen hoe u inlogt.",
  on: "Inloggen in twee stappen staat aan.",
  off: "Inloggen in twee stappen staat uit.",
  codesLeft_one: "Nog {{count}} back-upcode over.",
  codesLeft_other: "Nog {{count}} back-upcodes over.",
  needsPassword:
    "Inloggen in twee stappen beschermt het inloggen met een wachtwoord, en uw account heeft er geen: u logt in via een externe dienst. Stel er een in via “Wachtwoord vergeten?” op de inlogpagina.",
  password: "Huidig wachtwoord",
  start: "Inloggen in twee stappen instellen",
  starting: "Bezig met instellen...",
  scanTitle: "1. Scan deze QR-code met uw authenticatie-app",
  qrAlt: "QR-code die dit account aan een authenticatie-app toevoegt",
  keyIntro: "Lukt scannen niet? Typ dan deze sleutel in de app (op tijd gebaseerd):",
  backupTitle: "2. Bewaar uw back-upcodes",
  backupIntro:
    "Met elke code logt u één keer in wanneer u uw telefoon niet bij de hand hebt. Schrijf ze op of druk ze af en bewaar ze op een veilige plek: ze worden alleen nu getoond.",
  backupCodes: "Back-upcodes",
  confirmTitle: "3. Typ de code die uw app toont",
  code: "Code uit de app",
  codeHint: "Zes cijfers; de app toont elke 30 seconden een nieuwe.",
  confirm: "Inschakelen",
  confirming: "Bezig met inschakelen...",
  turnedOn:
    "Inloggen in twee stappen staat aan. Voortaan vraagt het inloggen na uw wachtwoord een code uit uw app.",
  toAdmin: "Naar het beheerpaneel",
  disableTitle: "Inloggen in twee stappen uitschakelen",
  disableIntro: "Het inloggen vraagt dan weer alleen uw wachtwoord.",
  disableAdmin: "Als beheerder kunt u het beheerpaneel dan niet openen.",
  disable: "Uitschakelen",
  disabling: "Bezig met uitschakelen...",
  turnedOff: "Inloggen in twee stappen staat uit. Het inloggen vraagt alleen uw wachtwoord.",
  newCodesTitle: "Nieuwe back-upcodes",
  newCodesIntro: "Tien nieuwe codes vervangen die u hebt; de oude werken niet meer.",
  newCodes: "Nieuwe back-upcodes maken",
  makingCodes: "Bezig met maken...",
  newCodesShown: "Uw nieuwe back-upcodes, alleen nu getoond:",
  step: {
    confirmTitle: "Bevestig dat u het bent",
    confirmIntro:
      "Bevestig deze aanmelding met uw tweede stap: het beheerpaneel en wijzigingen aan hoe u inlogt vragen erom.",
    passkeyIntro:
      "Gebruik de toegangssleutel die u aan dit account hebt toegevoegd: uw toestel vraagt uw pincode, vingerafdruk of gezicht.",
    usePasskey: "Uw toegangssleutel gebruiken",
    title: "Inloggen in twee stappen",
    intro:
      "Typ de code van zes cijfers die uw authenticatie-app voor deze winkel toont, of een van uw back-upcodes.",
    code: "Code",
    codeHint: "De code uit de app, of een back-upcode zoals AbCd1-2eFgH.",
    submit: "Doorgaan",
    submitting: "Bezig met controleren...",
    again: "Opnieuw inloggen",
    lost: "Uw telefoon en uw back-upcodes kwijt? Neem contact met ons op: we kunnen inloggen in twee stappen uitschakelen zodra we weten dat u het bent.",
  },
};
