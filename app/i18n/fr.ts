import type { Messages } from "./en.ts";
import { fr as account } from "./account/fr.ts";
import { fr as admin } from "./admin/fr.ts";
import { fr as alerts } from "./alerts/fr.ts";
import { fr as appointments } from "./appointments/fr.ts";
import { fr as gold } from "./gold/fr.ts";
import { fr as home } from "./home/fr.ts";
import { fr as publicStrings } from "./public/fr.ts";
import { fr as legal } from "./legal/fr.ts";
import { fr as seo } from "./seo/fr.ts";
import { fr as shop } from "./shop/fr.ts";

/**
 * Every string of the site in one tree, for the server (which renders any page) and the
 * tests. The browser never loads this file: it loads public/ always and account/, admin/,
 * shop/, legal/, alerts/ or appointments/ only on the pages that use them (messages.client.ts),
 * home/ with the home page's data, and seo/ never (loaders send its texts, translated, in a page's head).
 */
export const fr: Messages = {
  ...publicStrings,
  ...account,
  ...admin,
  ...shop,
  ...legal,
  ...alerts,
  ...appointments,
  ...home,
  ...gold,
  ...seo,
};
