// Translations, one JSON file per feature and language; `t("feature.key")` reads feature.json.
// Every file exists in both languages with the same keys (tests/unit/i18n.test.ts checks it).
import type { Resources } from "~/i18n/translate";
import type { Language } from "~/i18n/locale";

import enCommon from "./en/common.json";
import arCommon from "./ar/common.json";
import enCart from "./en/cart.json";
import arCart from "./ar/cart.json";
import enAccount from "./en/account.json";
import arAccount from "./ar/account.json";
import enAddress from "./en/address.json";
import arAddress from "./ar/address.json";
import enCheckout from "./en/checkout.json";
import arCheckout from "./ar/checkout.json";
import enLocation from "./en/location.json";
import arLocation from "./ar/location.json";
import enProduct from "./en/product.json";
import arProduct from "./ar/product.json";
import enBrowse from "./en/browse.json";
import enStore from "./en/store.json";
import arStore from "./ar/store.json";
import enOrder from "./en/order.json";
import arOrder from "./ar/order.json";
import enSeo from "./en/seo.json";
import arSeo from "./ar/seo.json";
import arBrowse from "./ar/browse.json";

export const RESOURCES: Record<Language, Resources> = {
  en: { common: enCommon, cart: enCart, account: enAccount, address: enAddress, checkout: enCheckout, location: enLocation, product: enProduct, browse: enBrowse, store: enStore, order: enOrder, seo: enSeo },
  ar: { common: arCommon, cart: arCart, account: arAccount, address: arAddress, checkout: arCheckout, location: arLocation, product: arProduct, browse: arBrowse, store: arStore, order: arOrder, seo: arSeo },
};
