/**
 * The account strings in English, the source: nl.ts and fr.ts beside this file have exactly
 * these keys (the type system and tests/unit/i18n-messages.test.ts check it). The messages
 * of docs/product.md §8 keep their English wording.
 */
import { twoFactorEn } from "./two-factor-en.ts";
import { passkeysEn } from "./passkeys-en.ts";

export const en = {
  auth: {
    email: "E-mail",
    password: "Password",
    passwordHint: "At least {{min}} characters.",
    or: "or",
    federated: "Sign in with {{provider}}",
    login: {
      title: "Login",
      intro: "Welcome back. Log in to follow your orders and manage your profile.",
      submit: "Login",
      submitting: "Logging in...",
      forgot: "Forgot your password?",
      noAccount: "No account yet?",
      signupLink: "Sign Up",
    },
    signup: {
      title: "Sign Up",
      intro: "Create an account to order online and follow your orders.",
      submit: "Sign Up",
      submitting: "Creating your account...",
      haveAccount: "Already have an account?",
      loginLink: "Login",
      sent: "Almost done: we sent a mail to {{email}}. Follow its link to confirm your address; you can log in meanwhile, and you need the confirmation before your first order.",
    },
    reset: {
      title: "Reset password",
      intro:
        "Enter the e-mail address of your account and we will send you a link to choose a new password.",
      submit: "Send Reset Email",
      submitting: "Sending...",
      sent: "Password reset email sent! Check your inbox.",
      back: "Back to login",
    },
    newPassword: {
      title: "Choose a new password",
      intro:
        "Choose a new password for your account. Every device signed in to it will be signed out.",
      label: "New password",
      submit: "Save new password",
      submitting: "Saving...",
      done: "Your password has been changed. You can now log in with your new password.",
      login: "Go to login",
      requestNew: "Request a new link",
    },
    errors: {
      "invalid-confirmation-link":
        "This confirmation link is invalid or has expired. Log in and ask for a new one at checkout.",
      "invalid-credentials": "Invalid email or password.",
      "email-taken":
        "An account with this e-mail address already exists. Log in or reset your password.",
      "invalid-token": "This reset link is invalid or has expired. Please request a new one.",
      "wrong-password": "Your current password is not correct.",
      "no-password": "Your account has no password: you sign in through a federated provider.",
      federated:
        "Signing in with this provider did not work. Please try again, or log in with your e-mail and password.",
      "account-not-linked":
        "An account with this e-mail address already exists. Log in with your password.",
      "invalid-code":
        "That code is not right. Type the code your app shows now, or one of your backup codes.",
      "sign-in-expired":
        "This sign-in has expired or had too many wrong codes. Please log in again.",
      "second-factor-on": "Two-step sign-in is already on for your account.",
      "second-factor-off": "Two-step sign-in is not on for your account.",
    },
  },
  profile: {
    title: "My account",
    tabs: "Account sections",
    tabProfile: "Profile",
    tabOrders: "Order History",
    tabAppointments: "Appointments",
    tabSessions: "Signed-in devices",
    tabSecurity: "Sign-in and security",
    email: "E-mail",
    userId: "User ID",
    createdAt: "Account created",
    name: "Name",
    phone: "Phone",
    submit: "Update Profile",
    saving: "Saving...",
    updated: "Profile updated!",
    failed: "The profile could not be saved. Please try again.",
    passwordTitle: "Change password",
    passwordIntro: "You stay signed in here; every other device is signed out.",
    currentPassword: "Current password",
    newPassword: "New password",
    passwordSubmit: "Change password",
    passwordChanged: "Your password has been changed. Other devices have been signed out.",
  },
  sessions: {
    intro:
      "Where your account is signed in. Sign out a device you do not recognise, then change your password.",
    caption: "Devices signed in to your account",
    device: "Device",
    signedIn: "Signed in",
    lastSeen: "Last active",
    from: "Signed in from",
    unknownAddress: "Unknown",
    method: "Signed in with",
    methods: {
      password: "Password",
      totp: "Code from the app",
      "backup-code": "Backup code",
      passkey: "Passkey",
      federated: "Another provider",
      "email-link": "Confirmation link",
    },
    action: "Action",
    deviceName: "{{browser}} on {{system}}",
    unknownBrowser: "A browser",
    unknownSystem: "an unknown system",
    thisDevice: "This device",
    end: "Sign out",
    endDetails: "{{device}}, signed in {{date}}",
    endOthers: "Sign out everywhere else",
    ended_one: "Signed out on {{count}} device.",
    ended_other: "Signed out on {{count}} devices.",
    onlyThis: "Only this device is signed in.",
    errors: {
      invalid: "That device could not be read. Please try again.",
      "not-found": "That device was already signed out.",
    },
  },
  twoFactor: twoFactorEn,
  passkeys: passkeysEn,
  orders: {
    title: "Order History",
    empty: "You have no orders yet.",
    loadFailed:
      "Your orders could not be loaded. Please try again later. (Reference: {{reference}})",
    shopCta: "Discover the shop",
    order: "Order {{reference}}",
    placed: "Placed on",
    status: "Status",
    total: "Total",
    items: "Items",
    quantity: "Quantity",
    carat: "{{carat}} ct",
    statuses: {
      pending: "Pending",
      processing: "Processing",
      shipped: "Shipped",
      cancelled: "Cancelled",
    },
  },
  myAppointments: {
    intro: "Your valuation appointments at our shop in Antwerp. Times are Antwerp time.",
    upcoming: "Upcoming appointments",
    past: "Past appointments",
    empty: "You have no appointments yet.",
    noneUpcoming: "You have no upcoming appointments.",
    bookCta: "Make an appointment for a valuation",
    action: "Action",
    cancel: "Cancel",
    cancelDetails: "{{what}}, {{when}}",
    errors: {
      "not-found": "This appointment is not in your account. Reload the page.",
    },
  },
};

export type AccountMessages = typeof en;
