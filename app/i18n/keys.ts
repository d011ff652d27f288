import type { AccountMessages } from "./account/en.ts";
import type { AdminMessages } from "./admin/en.ts";
import type { AlertsMessages } from "./alerts/en.ts";
import type { AppointmentsMessages } from "./appointments/en.ts";
import type { GoldMessages } from "./gold/en.ts";
import type { HomeMessages } from "./home/en.ts";
import type { LegalMessages } from "./legal/en.ts";
import type { Namespace } from "./namespaces.ts";
import type { PublicMessages } from "./public/en.ts";
import type { SeoMessages } from "./seo/en.ts";
import type { ShopMessages } from "./shop/en.ts";

/**
 * The keys t() accepts, computed from the English messages (the source: nl and fr `satisfies`
 * them), so a misspelt or removed key fails `npm run typecheck` at the call site.
 */
interface SourceMessages {
  public: PublicMessages;
  account: AccountMessages;
  admin: AdminMessages;
  shop: ShopMessages;
  legal: LegalMessages;
  alerts: AlertsMessages;
  appointments: AppointmentsMessages;
  home: HomeMessages;
  gold: GoldMessages;
  seo: SeoMessages;
}

/** "nav.home", "auth.login.title": the dotted path to every string of a namespace. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A plural form's key: the base key, `_`, and a CLDR category ("nav.cart_one"). */
type PluralForm = `${string}_${Intl.LDMLPluralRule}`;
type PluralBase<P> = P extends `${infer Base}_${Intl.LDMLPluralRule}` ? Base : never;

/** Plural keys are called by their base with a count; their forms are not keys of their own. */
type KeysOf<T> = Exclude<Paths<T>, PluralForm> | PluralBase<Paths<T>>;

/** A namespace's keys, and those of `public`, where every namespace falls back. */
export type TranslationKey<NS extends Namespace> =
  KeysOf<SourceMessages[NS]> | KeysOf<SourceMessages["public"]>;

type PluralKey<NS extends Namespace> = PluralBase<
  Paths<SourceMessages[NS]> | Paths<SourceMessages["public"]>
>;

/** Values for a text's `{{name}}` placeholders; `count` also picks a plural form. */
export type Vars = Readonly<Record<string, string | number | null | undefined>>;

/** t() of a namespace: a plural key without a count does not compile. */
export type TFunction<NS extends Namespace> = <K extends TranslationKey<NS>>(
  key: K,
  ...vars: K extends PluralKey<NS> ? [vars: Vars & { readonly count: number }] : [vars?: Vars]
) => string;
