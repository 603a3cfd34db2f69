// The demo stores' telephone numbers (E.164), by store slug: the number a customer calls about an
// order. Seeded with the stores; migration 5 writes them into a database seeded before stores had one.
export const STORE_PHONES: Readonly<Record<string, string>> = {
  "burger-bay-salmiya": "+96522251840",
  "burger-bay-hawally": "+96522637015",
  "burger-bay-mega": "+96524880312",
  "shawarma-house-city": "+96522408876",
  "shawarma-house-jabriya": "+96525327741",
  "najd-grill-olaya": "+966114619203",
  "najd-grill-malqa": "+966112048817",
  "date-palm-cafe-jeddah": "+966126672490",
  "date-palm-cafe-riyadh": "+966114783356",
  "marina-sushi-marina": "+97143689120",
  "marina-sushi-jbr": "+97144237718",
  "falafel-corner-deira": "+97142295064",
  "falafel-corner-karama": "+97143370829",
  "lisbon-pastry-baixa": "+351213427615",
  "lisbon-pastry-belem": "+351213638094",
  "porto-grill-ribeira": "+351222081437",
  "porto-grill-lisboa": "+351218865203",
};

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The SQL giving each known store its number (a fresh database has no rows yet: the seed writes them). */
export const storePhonesSql = (): string =>
  Object.entries(STORE_PHONES)
    .map(([slug, phone]) => `update stores set phone = ${quoted(phone)} where slug = ${quoted(slug)};`)
    .join("\n");
