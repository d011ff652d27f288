// @simplewebauthn/server as the passkey plugin (@better-auth/passkey) sees it in production:
// the same four functions, the library itself loaded on the first passkey ceremony. Loaded
// at start it kept ~9 MB resident in every instance, most of which never see a passkey
// (docs/performance.md). server.js points the plugin's import here; tests and development
// load the library directly. All four are async, so nothing that calls them can tell.
let loading;
const library = () => (loading ??= import("@simplewebauthn/server"));

export const generateRegistrationOptions = async (...args) =>
  (await library()).generateRegistrationOptions(...args);
export const verifyRegistrationResponse = async (...args) =>
  (await library()).verifyRegistrationResponse(...args);
export const generateAuthenticationOptions = async (...args) =>
  (await library()).generateAuthenticationOptions(...args);
export const verifyAuthenticationResponse = async (...args) =>
  (await library()).verifyAuthenticationResponse(...args);
