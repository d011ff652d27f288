import type { Messages } from "./en.ts";
import { nl as account } from "./account/nl.ts";
import { nl as admin } from "./admin/nl.ts";
import { nl as alerts } from "./alerts/nl.ts";
import { nl as appointments } from "./appointments/nl.ts";
import { nl as gold } from "./gold/nl.ts";
import { nl as home } from "./home/nl.ts";
import { nl as publicStrings } from "./public/nl.ts";
import { nl as legal } from "./legal/nl.ts";
import { nl as seo } from "./seo/nl.ts";
import { nl as shop } from "./shop/nl.ts";

/**
 * Every string of the site in one tree, for the server (which renders any page) and the
 * tests. The browser never loads this file: it loads public/ always and account/, admin/,
 * shop/, legal/, alerts/ or appointments/ only on the pages that use them (messages.client.ts),
 * home/ with the home page's data, and seo/ never (loaders send its texts, translated, in a page's head).
 */
export const nl: Messages = {
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
