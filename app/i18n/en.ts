import { en as account } from "./account/en.ts";
import { en as admin } from "./admin/en.ts";
import { en as alerts } from "./alerts/en.ts";
import { en as appointments } from "./appointments/en.ts";
import { en as gold } from "./gold/en.ts";
import { en as home } from "./home/en.ts";
import { en as publicStrings } from "./public/en.ts";
import { en as legal } from "./legal/en.ts";
import { en as seo } from "./seo/en.ts";
import { en as shop } from "./shop/en.ts";

/**
 * Every string of the site in one tree, for the server (which renders any page) and the
 * tests. The browser never loads this file: it loads public/ always and account/, admin/,
 * shop/, legal/, alerts/ or appointments/ only on the pages that use them (messages.client.ts),
 * home/ with the home page's data, and seo/ never (loaders send its texts, translated, in a page's head).
 */
export const en = {
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

export type Messages = typeof en;
