// Demo data of the sandbox: countries, brands, stores and menus in English and Arabic.
// Prices are written as exact decimal strings in the brand country's currency and turned into
// integer minor units when seeded (see parseMajor); no floating point.
import type { CountryIsoCode, MenuPurpose, PaymentMethod, PromotionTiming, PromotionType } from "../app/contract";

export type L = readonly [en: string, ar: string];

export interface OptionDef {
  name: L;
  price: string;
  unavailable?: boolean;
  max?: number;
  groups?: GroupDef[];
}
export interface GroupDef {
  name: L;
  selection: "single" | "multi";
  min: number;
  max: number;
  options: OptionDef[];
}
export interface ProductDef {
  name: L;
  desc: L;
  price: string;
  discount?: { kind: "amount"; value: string } | { kind: "percentage"; value: number };
  variants?: { name: L; price: string; unavailable?: boolean }[];
  groups?: GroupDef[];
  unavailable?: boolean;
  max?: number;
  noImage?: boolean;
}
export interface CategoryDef {
  name: L;
  products: ProductDef[];
}
export interface MenuDef {
  purpose: MenuPurpose;
  type: "simple" | "complex";
  name: L;
  categories: CategoryDef[];
}
export interface StoreDef {
  slug: string;
  name: L;
  desc: L;
  address: L;
  lat: number;
  lng: number;
  hours: "24h" | readonly [open: string, close: string];
  inactive?: boolean;
  purposes: MenuPurpose[];
  payment: PaymentMethod[];
  minOrder: string;
  /** Kitchen time in minutes (default 15); the delivery estimate adds the ride. */
  prepMinutes?: number;
  /** Replace the delivery menu by a generated one of this many products (benchmarks). */
  generatedProducts?: number;
}
export interface BrandDef {
  slug: string;
  country: CountryIsoCode;
  name: L;
  desc: L;
  color: string;
  /**
   * Its storefront's theme: its own colour, the one its logo is drawn in (the storefront darkens it
   * where text must read, decision 0114), and whether its logo is the theme's.
   */
  theme?: { color: string; logo: boolean };
  menus: Partial<Record<MenuPurpose, MenuDef>>;
  stores: StoreDef[];
}

export interface CountryDef {
  iso: CountryIsoCode;
  taxPercent: number;
  payment: PaymentMethod[];
  newCustomerWallet: string;
  baseDeliveryFee: string;
  feePerKm: string;
}

export const countryDefs: CountryDef[] = [
  {
    iso: "KW",
    taxPercent: 0,
    payment: ["cash", "knet", "credit_card", "wallet"],
    newCustomerWallet: "2.000",
    baseDeliveryFee: "0.500",
    feePerKm: "0.100",
  },
  {
    iso: "SA",
    taxPercent: 15,
    payment: ["cash", "mada", "credit_card", "apple_pay", "wallet"],
    newCustomerWallet: "20.00",
    baseDeliveryFee: "9.00",
    feePerKm: "1.00",
  },
  {
    iso: "AE",
    taxPercent: 5,
    payment: ["cash", "credit_card", "uae_cc", "apple_pay", "wallet"],
    newCustomerWallet: "20.00",
    baseDeliveryFee: "7.00",
    feePerKm: "1.00",
  },
  {
    iso: "PT",
    taxPercent: 13,
    payment: ["cash", "credit_card", "wallet"],
    newCustomerWallet: "2.000",
    baseDeliveryFee: "2.500",
    feePerKm: "0.300",
  },
];

export interface PromotionDef {
  code: string;
  type: PromotionType;
  /** Percent for percentage; a decimal amount string for amount; ignored for free_delivery. */
  value: string;
  maxDiscount?: string;
  minOrder?: string;
  timing: PromotionTiming;
  expired?: boolean;
}

/** The same codes in every country, amounts in that country's currency. */
export const promotionDefs: Record<CountryIsoCode, PromotionDef[]> = {
  KW: [
    { code: "SAVE10", type: "percentage", value: "10", maxDiscount: "2.000", timing: "all" },
    { code: "TAKE1", type: "amount", value: "1.000", minOrder: "5.000", timing: "all" },
    { code: "FREEDEL", type: "free_delivery", value: "0", timing: "all" },
    { code: "NOW5", type: "percentage", value: "5", timing: "instant_only" },
    { code: "LATER20", type: "percentage", value: "20", maxDiscount: "3.000", timing: "scheduled_only" },
    { code: "OLDCODE", type: "amount", value: "1.000", timing: "all", expired: true },
  ],
  SA: [
    { code: "SAVE10", type: "percentage", value: "10", maxDiscount: "20.00", timing: "all" },
    { code: "TAKE10", type: "amount", value: "10.00", minOrder: "50.00", timing: "all" },
    { code: "FREEDEL", type: "free_delivery", value: "0", timing: "all" },
    { code: "NOW5", type: "percentage", value: "5", timing: "instant_only" },
    { code: "LATER20", type: "percentage", value: "20", maxDiscount: "30.00", timing: "scheduled_only" },
    { code: "OLDCODE", type: "amount", value: "10.00", timing: "all", expired: true },
  ],
  AE: [
    { code: "SAVE10", type: "percentage", value: "10", maxDiscount: "20.00", timing: "all" },
    { code: "TAKE10", type: "amount", value: "10.00", minOrder: "50.00", timing: "all" },
    { code: "FREEDEL", type: "free_delivery", value: "0", timing: "all" },
    { code: "NOW5", type: "percentage", value: "5", timing: "instant_only" },
    { code: "LATER20", type: "percentage", value: "20", maxDiscount: "30.00", timing: "scheduled_only" },
    { code: "OLDCODE", type: "amount", value: "10.00", timing: "all", expired: true },
  ],
  PT: [
    { code: "SAVE10", type: "percentage", value: "10", maxDiscount: "5.000", timing: "all" },
    { code: "TAKE2", type: "amount", value: "2.000", minOrder: "15.000", timing: "all" },
    { code: "FREEDEL", type: "free_delivery", value: "0", timing: "all" },
    { code: "NOW5", type: "percentage", value: "5", timing: "instant_only" },
    { code: "LATER20", type: "percentage", value: "20", maxDiscount: "8.000", timing: "scheduled_only" },
    { code: "OLDCODE", type: "amount", value: "2.000", timing: "all", expired: true },
  ],
};

// --- small builders -------------------------------------------------------------------------

const opt = (en: string, ar: string, price = "0", extra: Partial<OptionDef> = {}): OptionDef => ({
  name: [en, ar],
  price,
  ...extra,
});
const group = (
  en: string,
  ar: string,
  selection: "single" | "multi",
  min: number,
  max: number,
  options: OptionDef[],
): GroupDef => ({
  name: [en, ar],
  selection,
  min,
  max,
  options,
});
const prod = (en: string, ar: string, desc: L, price: string, extra: Partial<ProductDef> = {}): ProductDef => ({
  name: [en, ar],
  desc,
  price,
  ...extra,
});
const cat = (en: string, ar: string, products: ProductDef[]): CategoryDef => ({ name: [en, ar], products });
const pct = (value: number) => ({ kind: "percentage" as const, value });
const off = (value: string) => ({ kind: "amount" as const, value });

// --- Burger Bay (Kuwait) ----------------------------------------------------------------------

const bbDrink = group("Choose your drink", "اختر مشروبك", "single", 1, 1, [
  opt("Cola", "كولا"),
  opt("Diet cola", "كولا دايت"),
  opt("Orange juice", "عصير برتقال", "0.200"),
  opt("Water", "ماء"),
]);
const bbSide = group("Choose your side", "اختر الطبق الجانبي", "single", 1, 1, [
  opt("Fries", "بطاطس مقلية"),
  opt("Onion rings", "حلقات البصل", "0.300"),
  opt("Sweet potato fries", "بطاطا حلوة مقلية", "0.350", { unavailable: true }),
]);
const bbBun = group("Choose your bun", "اختر نوع الخبز", "single", 1, 1, [
  opt("Brioche bun", "خبز بريوش"),
  opt("Sesame bun", "خبز بالسمسم"),
  opt("Lettuce wrap", "لفافة خس"),
]);
const bbExtras = group("Extras", "إضافات", "multi", 0, 4, [
  opt("Cheddar cheese", "جبنة شيدر", "0.250", { max: 2 }),
  opt("Beef bacon", "لحم مقدد بقري", "0.400", { unavailable: true }),
  opt("Jalapeños", "هالبينو", "0.150"),
  opt("Caramelized onions", "بصل مكرمل", "0.200"),
  opt("Extra patty", "قطعة لحم إضافية", "0.900", { max: 2 }),
]);
const bbMeal = group("Make it a meal", "اجعلها وجبة", "single", 0, 1, [
  opt("Meal", "وجبة", "0.750", { groups: [bbDrink, bbSide] }),
]);
const bbSauces = group("Dipping sauces", "صلصات التغميس", "multi", 0, 3, [
  opt("Ketchup", "كاتشب"),
  opt("Burger sauce", "صلصة البرجر", "0.100"),
  opt("Garlic mayo", "مايونيز بالثوم", "0.100"),
]);

const burgerBay: BrandDef = {
  slug: "burger-bay",
  country: "KW",
  name: ["Burger Bay", "برجر باي"],
  desc: [
    "Smash burgers, crispy chicken and thick shakes, made to order since 2012.",
    "برجر مضغوط ودجاج مقرمش وميلك شيك كثيف، يُحضّر عند الطلب منذ ٢٠١٢.",
  ],
  color: "#e11d48",
  theme: { color: "#be123c", logo: true },
  menus: {
    delivery: {
      purpose: "delivery",
      type: "complex",
      name: ["Delivery menu", "قائمة التوصيل"],
      categories: [
        cat("Burgers", "برجر", [
          prod(
            "Classic Burger",
            "برجر كلاسيك",
            [
              "Beef patty, cheddar, lettuce, tomato and our house sauce.",
              "قطعة لحم بقري مع جبنة شيدر وخس وطماطم وصلصتنا الخاصة.",
            ],
            "1.950",
            { groups: [bbBun, bbExtras, bbMeal], max: 10 },
          ),
          prod(
            "Double Smash",
            "دبل سماش",
            [
              "Two smashed beef patties with American cheese and pickles.",
              "قطعتا لحم بقري مضغوطتان مع جبنة أمريكية ومخلل.",
            ],
            "2.750",
            { discount: pct(10), groups: [bbBun, bbExtras, bbMeal] },
          ),
          prod(
            "Crispy Chicken Burger",
            "برجر دجاج مقرمش",
            ["Crispy chicken breast, coleslaw and spicy mayo.", "صدر دجاج مقرمش مع سلطة الملفوف ومايونيز حار."],
            "1.850",
            { groups: [bbBun, bbMeal] },
          ),
          prod(
            "Mushroom Swiss",
            "برجر المشروم والجبن السويسري",
            ["Beef patty with sautéed mushrooms and Swiss cheese.", "قطعة لحم بقري مع مشروم سوتيه وجبن سويسري."],
            "2.450",
            { unavailable: true, groups: [bbBun] },
          ),
          prod(
            "Veggie Burger",
            "برجر نباتي",
            ["Grilled halloumi, roasted peppers and rocket.", "حلومي مشوي مع فلفل محمص وجرجير."],
            "1.750",
            { discount: off("0.250"), groups: [bbBun] },
          ),
        ]),
        cat("Sides", "أطباق جانبية", [
          prod("Fries", "بطاطس مقلية", ["Skin-on fries with sea salt.", "بطاطس مقلية بقشرها مع ملح البحر."], "0.650", {
            variants: [
              { name: ["Regular", "عادي"], price: "0.650" },
              { name: ["Large", "كبير"], price: "0.900" },
            ],
            groups: [bbSauces],
          }),
          prod(
            "Onion Rings",
            "حلقات البصل",
            ["Beer-free battered onion rings.", "حلقات بصل مقرمشة بالعجينة."],
            "0.850",
          ),
          prod(
            "Loaded Fries",
            "بطاطس محملة",
            ["Fries with cheese sauce, jalapeños and beef bits.", "بطاطس مع صلصة الجبن والهالبينو وقطع اللحم."],
            "1.450",
            { noImage: true },
          ),
        ]),
        cat("Drinks", "مشروبات", [
          prod("Soft Drink", "مشروب غازي", ["Cola, diet cola or lemon-lime.", "كولا أو كولا دايت أو ليمون."], "0.300", {
            variants: [
              { name: ["Small", "صغير"], price: "0.300" },
              { name: ["Medium", "وسط"], price: "0.400" },
              { name: ["Large", "كبير"], price: "0.500", unavailable: true },
            ],
          }),
          prod(
            "Fresh Lemon Mint",
            "ليمون بالنعناع طازج",
            ["Freshly squeezed lemon blended with mint.", "ليمون معصور طازج مع النعناع."],
            "0.900",
            { max: 5 },
          ),
          prod(
            "Chocolate Milkshake",
            "ميلك شيك بالشوكولاتة",
            ["Thick shake with Belgian chocolate.", "ميلك شيك كثيف بالشوكولاتة البلجيكية."],
            "1.250",
            { discount: pct(20) },
          ),
        ]),
      ],
    },
    gathering: {
      purpose: "gathering",
      type: "simple",
      name: ["Gathering boxes", "صناديق التجمعات"],
      categories: [
        cat("Sharing boxes", "صناديق المشاركة", [
          prod(
            "Family Box",
            "صندوق العائلة",
            [
              "Four classic burgers, two large fries and four drinks.",
              "أربعة برجر كلاسيك وبطاطس كبيرة عدد ٢ وأربعة مشروبات.",
            ],
            "8.500",
            {
              groups: [
                group("Choose the drinks", "اختر المشروبات", "multi", 4, 4, [
                  opt("Cola", "كولا", "0", { max: 4 }),
                  opt("Orange juice", "عصير برتقال", "0.200", { max: 4 }),
                  opt("Water", "ماء", "0", { max: 4 }),
                ]),
              ],
            },
          ),
          prod(
            "Slider Platter",
            "طبق السلايدر",
            ["Twelve mini burgers in three flavours.", "اثنا عشر برجر صغير بثلاث نكهات."],
            "7.250",
          ),
        ]),
      ],
    },
    catering: {
      purpose: "catering",
      type: "simple",
      name: ["Catering", "ضيافة"],
      categories: [
        cat("Catering trays", "صواني الضيافة", [
          prod(
            "Burger Party Tray (25 pieces)",
            "صينية برجر للحفلات (٢٥ قطعة)",
            [
              "Twenty-five sliders with three sauces, for parties and offices.",
              "خمسة وعشرون برجر صغير مع ثلاث صلصات، للحفلات والمكاتب.",
            ],
            "29.000",
            { max: 5, discount: off("2.000") },
          ),
          prod("Fries Tray", "صينية بطاطس", ["Fries for fifteen people.", "بطاطس مقلية لخمسة عشر شخصًا."], "6.500"),
        ]),
      ],
    },
  },
  stores: [
    {
      slug: "burger-bay-salmiya",
      name: ["Burger Bay Salmiya", "برجر باي السالمية"],
      desc: ["Our first kitchen, by the sea.", "مطبخنا الأول، بجانب البحر."],
      address: ["Salem Al Mubarak St, Salmiya", "شارع سالم المبارك، السالمية"],
      lat: 29.3339,
      lng: 48.0761,
      hours: "24h",
      purposes: ["delivery", "gathering", "catering"],
      payment: ["cash", "knet", "credit_card"],
      minOrder: "2.000",
    },
    {
      slug: "burger-bay-hawally",
      prepMinutes: 20,
      name: ["Burger Bay Hawally", "برجر باي حولي"],
      desc: ["Late-night burgers in Hawally.", "برجر حتى وقت متأخر في حولي."],
      address: ["Tunis St, Hawally", "شارع تونس، حولي"],
      lat: 29.3328,
      lng: 48.0286,
      hours: ["10:00", "02:00"],
      purposes: ["delivery"],
      payment: ["cash", "knet"],
      minOrder: "2.000",
    },
    {
      slug: "burger-bay-mega",
      name: ["Burger Bay Mega Kitchen", "مطبخ برجر باي الكبير"],
      desc: ["Every burger we have ever made: a 300-item menu.", "كل برجر صنعناه: قائمة من ٣٠٠ صنف."],
      address: ["Al Rai, Kuwait", "الري، الكويت"],
      lat: 29.3055,
      lng: 47.934,
      hours: "24h",
      purposes: ["delivery"],
      payment: ["cash", "knet", "credit_card"],
      minOrder: "2.000",
      generatedProducts: 300,
    },
  ],
};

// --- Shawarma House (Kuwait) -----------------------------------------------------------------

const shBread = group("Choose your bread", "اختر الخبز", "single", 1, 1, [
  opt("Saj", "صاج"),
  opt("Arabic bread", "خبز عربي"),
  opt("Samoon", "صمون", "0.050"),
]);
const shSauces = group("Sauces", "الصلصات", "multi", 0, 2, [
  opt("Garlic", "ثوم"),
  opt("Tahini", "طحينة"),
  opt("Spicy", "حار"),
]);
const shExtras = group("Extras", "إضافات", "multi", 0, 3, [
  opt("Cheese", "جبنة", "0.150"),
  opt("Extra meat", "لحم إضافي", "0.500", { max: 2 }),
  opt("Pickles", "مخلل"),
]);

const shawarmaHouse: BrandDef = {
  slug: "shawarma-house",
  country: "KW",
  name: ["Shawarma House", "بيت الشاورما"],
  desc: [
    "Charcoal-kissed shawarma, fresh saj bread and homemade garlic sauce.",
    "شاورما على الفحم وخبز صاج طازج وصلصة ثوم منزلية.",
  ],
  color: "#d97706",
  theme: { color: "#d97706", logo: false },
  menus: {
    delivery: {
      purpose: "delivery",
      type: "complex",
      name: ["Delivery menu", "قائمة التوصيل"],
      categories: [
        cat("Sandwiches", "سندويشات", [
          prod(
            "Chicken Shawarma",
            "شاورما دجاج",
            ["Marinated chicken with garlic sauce and pickles.", "دجاج متبل مع صلصة الثوم والمخلل."],
            "0.650",
            {
              variants: [
                { name: ["Sandwich", "سندويش"], price: "0.650" },
                { name: ["Plate", "صحن"], price: "1.750" },
              ],
              groups: [shBread, shSauces, shExtras],
              max: 20,
            },
          ),
          prod(
            "Beef Shawarma",
            "شاورما لحم",
            ["Slow-roasted beef with tahini and onions.", "لحم بقري مشوي ببطء مع الطحينة والبصل."],
            "0.850",
            {
              variants: [
                { name: ["Sandwich", "سندويش"], price: "0.850" },
                { name: ["Plate", "صحن"], price: "2.100" },
              ],
              discount: pct(15),
              groups: [shBread, shSauces],
            },
          ),
          prod(
            "Falafel Wrap",
            "لفافة فلافل",
            ["Crispy falafel with vegetables and tahini.", "فلافل مقرمشة مع الخضار والطحينة."],
            "0.500",
            { groups: [shSauces] },
          ),
        ]),
        cat("Plates", "أطباق", [
          prod(
            "Mixed Shawarma Plate",
            "صحن شاورما مشكل",
            ["Chicken and beef shawarma with fries, hummus and salad.", "شاورما دجاج ولحم مع بطاطس وحمص وسلطة."],
            "2.950",
          ),
          prod("Hummus", "حمص", ["Creamy hummus with olive oil.", "حمص كريمي بزيت الزيتون."], "0.750"),
          prod(
            "Fattoush",
            "فتوش",
            ["Crunchy salad with sumac and toasted bread.", "سلطة مقرمشة بالسماق والخبز المحمص."],
            "0.950",
            { discount: off("0.150") },
          ),
        ]),
        cat("Drinks", "مشروبات", [
          prod("Ayran", "لبن عيران", ["Chilled salted yoghurt drink.", "مشروب لبن بارد مملح."], "0.250"),
          prod("Fresh Orange Juice", "عصير برتقال طازج", ["Squeezed to order.", "يُعصر عند الطلب."], "0.800", {
            variants: [
              { name: ["Medium", "وسط"], price: "0.800" },
              { name: ["Large", "كبير"], price: "1.100", unavailable: true },
            ],
          }),
        ]),
      ],
    },
    gathering: {
      purpose: "gathering",
      type: "simple",
      name: ["Gatherings", "التجمعات"],
      categories: [
        cat("Party boxes", "صناديق الحفلات", [
          prod(
            "Shawarma Party Box (20 sandwiches)",
            "صندوق شاورما للحفلات (٢٠ سندويش)",
            ["Twenty shawarma sandwiches with sauces and pickles.", "عشرون سندويش شاورما مع الصلصات والمخلل."],
            "11.500",
            {
              groups: [
                group("Choose the mix", "اختر التشكيلة", "single", 1, 1, [
                  opt("All chicken", "دجاج فقط"),
                  opt("All beef", "لحم فقط", "2.000"),
                  opt("Half and half", "نصف ونصف", "1.000"),
                ]),
              ],
            },
          ),
        ]),
      ],
    },
  },
  stores: [
    {
      slug: "shawarma-house-city",
      name: ["Shawarma House Kuwait City", "بيت الشاورما مدينة الكويت"],
      desc: ["In the heart of the city.", "في قلب المدينة."],
      address: ["Fahad Al Salem St, Kuwait City", "شارع فهد السالم، مدينة الكويت"],
      lat: 29.3759,
      lng: 47.9774,
      hours: "24h",
      purposes: ["delivery", "gathering"],
      payment: ["cash", "knet", "credit_card"],
      minOrder: "1.500",
    },
    {
      slug: "shawarma-house-jabriya",
      name: ["Shawarma House Jabriya", "بيت الشاورما الجابرية"],
      desc: ["Family favourite in Jabriya.", "المفضل لدى العائلات في الجابرية."],
      address: ["Block 10, Jabriya", "قطعة ١٠، الجابرية"],
      lat: 29.3193,
      lng: 48.0228,
      hours: ["11:00", "23:30"],
      purposes: ["delivery"],
      payment: ["cash", "knet"],
      minOrder: "1.500",
    },
  ],
};

// --- Najd Grill (Saudi Arabia) ---------------------------------------------------------------

const ngRice = group("Choose your rice", "اختر نوع الأرز", "single", 1, 1, [
  opt("Kabsa rice", "أرز كبسة"),
  opt("Mandi rice", "أرز مندي"),
  opt("White rice", "أرز أبيض"),
]);
const ngAddons = group("Add-ons", "إضافات", "multi", 0, 3, [
  opt("Daqoos sauce", "صلصة دقوس", "2.00"),
  opt("Grilled vegetables", "خضار مشوية", "6.00"),
  opt("Laban", "لبن", "4.00", { max: 3 }),
]);

const najdGrill: BrandDef = {
  slug: "najd-grill",
  country: "SA",
  name: ["Najd Grill", "مشويات نجد"],
  desc: [
    "Charcoal grills, kabsa and mandi the way they are made in Najd.",
    "مشويات على الفحم وكبسة ومندي كما تُصنع في نجد.",
  ],
  color: "#b45309",
  theme: { color: "#b45309", logo: true },
  menus: {
    delivery: {
      purpose: "delivery",
      type: "complex",
      name: ["Delivery menu", "قائمة التوصيل"],
      categories: [
        cat("Grills", "مشويات", [
          prod(
            "Mixed Grill",
            "مشاوي مشكلة",
            [
              "Lamb kebab, shish tawook and lamb chops with grilled bread.",
              "كباب لحم وشيش طاووق وريش غنم مع خبز مشوي.",
            ],
            "68.00",
            { groups: [ngAddons], discount: pct(10) },
          ),
          prod(
            "Chicken Kabsa",
            "كبسة دجاج",
            ["Half chicken on spiced kabsa rice.", "نصف دجاجة على أرز الكبسة المبهر."],
            "38.00",
            { groups: [ngRice, ngAddons] },
          ),
          prod(
            "Lamb Mandi",
            "مندي لحم",
            ["Tender lamb slow-cooked over mandi rice.", "لحم غنم طري مطهو ببطء على أرز المندي."],
            "55.00",
            {
              variants: [
                { name: ["Quarter", "ربع"], price: "55.00" },
                { name: ["Half", "نصف"], price: "98.00" },
              ],
              groups: [ngRice],
            },
          ),
          prod(
            "Shish Tawook",
            "شيش طاووق",
            ["Marinated chicken skewers with garlic paste.", "أسياخ دجاج متبلة مع معجون الثوم."],
            "32.00",
          ),
        ]),
        cat("Salads and appetizers", "سلطات ومقبلات", [
          prod("Hummus", "حمص", ["With olive oil and paprika.", "بزيت الزيتون والبابريكا."], "14.00"),
          prod("Mutabbal", "متبل", ["Smoky eggplant with tahini.", "باذنجان مدخن بالطحينة."], "15.00", {
            unavailable: true,
          }),
          prod("Tabbouleh", "تبولة", ["Parsley, bulgur, tomato and lemon.", "بقدونس وبرغل وطماطم وليمون."], "16.00", {
            discount: off("2.00"),
          }),
        ]),
        cat("Drinks", "مشروبات", [
          prod("Saudi Coffee", "قهوة سعودية", ["Cardamom coffee with dates.", "قهوة بالهيل مع التمر."], "18.00", {
            variants: [
              { name: ["Small dallah", "دلة صغيرة"], price: "18.00" },
              { name: ["Large dallah", "دلة كبيرة"], price: "30.00" },
            ],
          }),
          prod("Laban", "لبن", ["Fresh cold laban.", "لبن بارد طازج."], "5.00", { max: 10 }),
        ]),
      ],
    },
    gathering: {
      purpose: "gathering",
      type: "simple",
      name: ["Gathering trays", "صواني العزائم"],
      categories: [
        cat("Trays", "صواني", [
          prod(
            "Whole Lamb Mandi Tray",
            "صينية مندي خروف كامل",
            ["A whole lamb on mandi rice for twenty guests.", "خروف كامل على أرز المندي لعشرين ضيفًا."],
            "850.00",
            { max: 3 },
          ),
          prod(
            "Kabsa Tray for 10",
            "صينية كبسة لعشرة أشخاص",
            ["Chicken kabsa for ten.", "كبسة دجاج لعشرة أشخاص."],
            "320.00",
            { groups: [ngRice] },
          ),
        ]),
      ],
    },
    catering: {
      purpose: "catering",
      type: "simple",
      name: ["Catering", "ضيافة"],
      categories: [
        cat("Coffee service", "خدمة القهوة", [
          prod(
            "Arabic Coffee and Dates Service",
            "خدمة القهوة العربية والتمر",
            ["Coffee, dates and a server for your event.", "قهوة وتمر ومضيف لمناسبتك."],
            "450.00",
            {
              groups: [
                group("Number of guests", "عدد الضيوف", "single", 1, 1, [
                  opt("20 guests", "٢٠ ضيفًا"),
                  opt("50 guests", "٥٠ ضيفًا", "500.00"),
                  opt("100 guests", "١٠٠ ضيف", "1100.00"),
                ]),
              ],
            },
          ),
        ]),
      ],
    },
  },
  stores: [
    {
      slug: "najd-grill-olaya",
      prepMinutes: 25,
      name: ["Najd Grill Olaya", "مشويات نجد العليا"],
      desc: ["Grills on Olaya Street.", "مشويات في شارع العليا."],
      address: ["Olaya St, Riyadh", "شارع العليا، الرياض"],
      lat: 24.6957,
      lng: 46.6845,
      hours: "24h",
      purposes: ["delivery", "gathering", "catering"],
      payment: ["cash", "mada", "credit_card", "apple_pay"],
      minOrder: "30.00",
    },
    {
      slug: "najd-grill-malqa",
      name: ["Najd Grill Al Malqa", "مشويات نجد الملقا"],
      desc: ["North Riyadh's grill.", "مشويات شمال الرياض."],
      address: ["Anas Ibn Malik Rd, Riyadh", "طريق أنس بن مالك، الرياض"],
      lat: 24.8106,
      lng: 46.6163,
      hours: ["12:00", "01:00"],
      purposes: ["delivery"],
      payment: ["cash", "mada"],
      minOrder: "30.00",
    },
  ],
};

// --- Date Palm Café (Saudi Arabia) -----------------------------------------------------------

const dpMilk = group("Milk", "الحليب", "single", 1, 1, [
  opt("Full fat", "كامل الدسم"),
  opt("Skimmed", "خالي الدسم"),
  opt("Oat milk", "حليب الشوفان", "3.00"),
]);
const dpShots = group("Extra shots", "جرعات إضافية", "multi", 0, 2, [
  opt("Espresso shot", "جرعة إسبريسو", "4.00", { max: 2 }),
]);
const dpSyrup = group("Syrup", "النكهة", "single", 0, 1, [
  opt("Vanilla", "فانيليا", "2.00"),
  opt("Caramel", "كراميل", "2.00"),
  opt("Hazelnut", "بندق", "2.00", { unavailable: true }),
]);

const datePalmCafe: BrandDef = {
  slug: "date-palm-cafe",
  country: "SA",
  name: ["Date Palm Café", "مقهى النخلة"],
  desc: ["Specialty coffee and date sweets.", "قهوة مختصة وحلويات التمر."],
  color: "#7c3aed",
  menus: {
    delivery: {
      purpose: "delivery",
      type: "complex",
      name: ["Café menu", "قائمة المقهى"],
      categories: [
        cat("Coffee", "قهوة", [
          prod(
            "Spanish Latte",
            "سبانش لاتيه",
            ["Espresso with sweetened condensed milk.", "إسبريسو مع الحليب المكثف المحلى."],
            "16.00",
            {
              variants: [
                { name: ["Small", "صغير"], price: "16.00" },
                { name: ["Large", "كبير"], price: "19.00" },
              ],
              groups: [dpMilk, dpShots, dpSyrup],
              discount: pct(10),
            },
          ),
          prod(
            "Flat White",
            "فلات وايت",
            ["Double ristretto with silky milk.", "ريستريتو مزدوج مع حليب ناعم."],
            "15.00",
            { groups: [dpMilk, dpShots] },
          ),
          prod(
            "V60 Drip Coffee",
            "قهوة مقطرة V60",
            ["Single-origin Ethiopian beans.", "حبوب إثيوبية أحادية المصدر."],
            "18.00",
          ),
          prod("Cold Brew", "كولد برو", ["Steeped for eighteen hours.", "منقوعة لثماني عشرة ساعة."], "17.00", {
            max: 6,
          }),
        ]),
        cat("Sweets", "حلويات", [
          prod(
            "Date Cake",
            "كيكة التمر",
            ["Warm date cake with toffee sauce.", "كيكة تمر دافئة مع صلصة التوفي."],
            "22.00",
          ),
          prod(
            "Kunafa Cheesecake",
            "تشيز كيك بالكنافة",
            ["Cheesecake on a crisp kunafa base.", "تشيز كيك على قاعدة كنافة مقرمشة."],
            "26.00",
            { discount: off("4.00") },
          ),
          prod(
            "Stuffed Dates Box",
            "علبة تمر محشي",
            ["Dates stuffed with almonds and pistachios.", "تمر محشي باللوز والفستق."],
            "24.00",
            {
              variants: [
                { name: ["6 pieces", "٦ قطع"], price: "24.00" },
                { name: ["12 pieces", "١٢ قطعة"], price: "42.00" },
              ],
            },
          ),
        ]),
      ],
    },
    gathering: {
      purpose: "gathering",
      type: "simple",
      name: ["Coffee gatherings", "ضيافة القهوة"],
      categories: [
        cat("For sharing", "للمشاركة", [
          prod(
            "Coffee Box for 8",
            "صندوق قهوة لثمانية أشخاص",
            ["A litre of coffee with cups and dates.", "لتر من القهوة مع الأكواب والتمر."],
            "95.00",
          ),
          prod(
            "Sweets Platter",
            "طبق حلويات مشكل",
            ["Twenty pieces of our sweets.", "عشرون قطعة من حلوياتنا."],
            "120.00",
          ),
        ]),
      ],
    },
  },
  stores: [
    {
      slug: "date-palm-cafe-jeddah",
      name: ["Date Palm Café Tahlia", "مقهى النخلة التحلية"],
      desc: ["Coffee on Tahlia Street.", "قهوة في شارع التحلية."],
      address: ["Tahlia St, Jeddah", "شارع التحلية، جدة"],
      lat: 21.5433,
      lng: 39.1728,
      hours: ["06:00", "23:00"],
      purposes: ["delivery"],
      payment: ["cash", "mada", "apple_pay"],
      minOrder: "25.00",
    },
    {
      slug: "date-palm-cafe-riyadh",
      name: ["Date Palm Café Hittin", "مقهى النخلة حطين"],
      desc: ["Open around the clock in Hittin.", "مفتوح على مدار الساعة في حطين."],
      address: ["Hittin, Riyadh", "حي حطين، الرياض"],
      lat: 24.7645,
      lng: 46.605,
      hours: "24h",
      purposes: ["delivery", "gathering"],
      payment: ["cash", "mada", "credit_card", "apple_pay"],
      minOrder: "25.00",
    },
  ],
};

// --- Marina Sushi (United Arab Emirates) -----------------------------------------------------

const msSoy = group("Soy sauce", "صلصة الصويا", "single", 1, 1, [
  opt("Regular", "عادية"),
  opt("Low sodium", "قليلة الملح"),
]);
const msExtras = group("Extras", "إضافات", "multi", 0, 3, [
  opt("Extra ginger", "زنجبيل إضافي", "2.00"),
  opt("Extra wasabi", "وسابي إضافي", "2.00"),
  opt("Spicy mayo", "مايونيز حار", "3.00"),
  opt("Truffle oil", "زيت الكمأة", "8.00", { unavailable: true }),
]);

const marinaSushi: BrandDef = {
  slug: "marina-sushi",
  country: "AE",
  name: ["Marina Sushi", "سوشي المارينا"],
  desc: ["Hand-rolled sushi and poke bowls by the water.", "سوشي ملفوف يدويًا وأطباق بوكي على الواجهة البحرية."],
  color: "#0891b2",
  menus: {
    delivery: {
      purpose: "delivery",
      type: "complex",
      name: ["Delivery menu", "قائمة التوصيل"],
      categories: [
        cat("Rolls", "لفائف", [
          prod(
            "California Roll",
            "كاليفورنيا رول",
            ["Crab stick, avocado and cucumber, 8 pieces.", "أصابع السلطعون والأفوكادو والخيار، ٨ قطع."],
            "38.00",
            { groups: [msSoy, msExtras] },
          ),
          prod(
            "Spicy Tuna Roll",
            "سبايسي تونا رول",
            ["Tuna, chilli mayo and spring onion, 8 pieces.", "تونا مع مايونيز حار وبصل أخضر، ٨ قطع."],
            "45.00",
            { groups: [msSoy, msExtras], discount: pct(15) },
          ),
          prod(
            "Dragon Roll",
            "دراغون رول",
            ["Prawn tempura topped with avocado and eel sauce.", "روبيان تمبورا مغطى بالأفوكادو وصلصة الأنقليس."],
            "58.00",
            { groups: [msSoy, msExtras] },
          ),
          prod(
            "Salmon Avocado Roll",
            "رول السلمون والأفوكادو",
            ["Salmon and avocado, 8 pieces.", "سلمون وأفوكادو، ٨ قطع."],
            "42.00",
            { unavailable: true },
          ),
        ]),
        cat("Nigiri and sashimi", "نيغيري وساشيمي", [
          prod(
            "Salmon Nigiri",
            "نيغيري السلمون",
            ["Fresh Norwegian salmon on rice.", "سلمون نرويجي طازج على الأرز."],
            "22.00",
            {
              variants: [
                { name: ["2 pieces", "قطعتان"], price: "22.00" },
                { name: ["4 pieces", "٤ قطع"], price: "40.00" },
              ],
            },
          ),
          prod(
            "Sashimi Platter",
            "طبق ساشيمي",
            ["Salmon, tuna and sea bass, 15 slices.", "سلمون وتونا وقاروص، ١٥ شريحة."],
            "89.00",
            { discount: off("10.00"), max: 4 },
          ),
        ]),
        cat("Bowls", "أطباق البوكي", [
          prod("Poke Bowl", "بوكي بول", ["Build your own bowl.", "اصنع طبقك بنفسك."], "48.00", {
            groups: [
              group("Base", "القاعدة", "single", 1, 1, [
                opt("Sushi rice", "أرز السوشي"),
                opt("Brown rice", "أرز بني"),
                opt("Mixed greens", "خضار ورقية"),
              ]),
              group("Protein", "البروتين", "single", 1, 1, [
                opt("Salmon", "سلمون"),
                opt("Tuna", "تونا", "5.00"),
                opt("Tofu", "توفو"),
              ]),
              group("Toppings", "الإضافات", "multi", 1, 4, [
                opt("Edamame", "إدامامي"),
                opt("Mango", "مانجو"),
                opt("Cucumber", "خيار"),
                opt("Seaweed salad", "سلطة الأعشاب البحرية", "4.00"),
                opt("Crispy onions", "بصل مقرمش"),
              ]),
            ],
          }),
        ]),
        cat("Soups and drinks", "حساء ومشروبات", [
          prod("Miso Soup", "حساء الميسو", ["With tofu and wakame.", "مع التوفو والواكامي."], "16.00"),
          prod("Iced Green Tea", "شاي أخضر مثلج", ["Lightly sweetened.", "محلى قليلًا."], "14.00"),
        ]),
      ],
    },
    gathering: {
      purpose: "gathering",
      type: "simple",
      name: ["Party platters", "أطباق الحفلات"],
      categories: [
        cat("Platters", "أطباق", [
          prod(
            "Sushi Party Boat (48 pieces)",
            "قارب سوشي للحفلات (٤٨ قطعة)",
            ["Rolls, nigiri and sashimi for eight.", "لفائف ونيغيري وساشيمي لثمانية أشخاص."],
            "320.00",
            { max: 3 },
          ),
        ]),
      ],
    },
  },
  stores: [
    {
      slug: "marina-sushi-marina",
      prepMinutes: 25,
      name: ["Marina Sushi Dubai Marina", "سوشي المارينا دبي مارينا"],
      desc: ["On the Marina Walk.", "على ممشى المارينا."],
      address: ["Marina Walk, Dubai Marina", "ممشى المارينا، دبي مارينا"],
      lat: 25.0805,
      lng: 55.1403,
      hours: ["12:00", "24:00"],
      purposes: ["delivery", "gathering"],
      payment: ["cash", "credit_card", "uae_cc", "apple_pay"],
      minOrder: "40.00",
    },
    {
      slug: "marina-sushi-jbr",
      name: ["Marina Sushi JBR", "سوشي المارينا جي بي آر"],
      desc: ["Sushi by the beach, day and night.", "سوشي بجانب الشاطئ ليلًا ونهارًا."],
      address: ["The Walk, JBR", "ذا ووك، جميرا بيتش ريزيدنس"],
      lat: 25.078,
      lng: 55.1337,
      hours: "24h",
      purposes: ["delivery"],
      payment: ["cash", "credit_card"],
      minOrder: "40.00",
    },
  ],
};

// --- Falafel Corner (United Arab Emirates) ---------------------------------------------------

const fcSauce = group("Sauce", "الصلصة", "single", 1, 1, [
  opt("Tahini", "طحينة"),
  opt("Garlic", "ثوم"),
  opt("Spicy tahini", "طحينة حارة"),
]);
const fcAdd = group("Add to your wrap", "أضف إلى لفافتك", "multi", 0, 3, [
  opt("Fries inside", "بطاطس داخل اللفافة", "2.00"),
  opt("Halloumi", "حلومي", "4.00"),
  opt("Pickled turnips", "لفت مخلل"),
  opt("Fried eggplant", "باذنجان مقلي", "3.00", { unavailable: true }),
]);

const falafelCorner: BrandDef = {
  slug: "falafel-corner",
  country: "AE",
  name: ["Falafel Corner", "ركن الفلافل"],
  desc: [
    "Levantine street food: falafel, mezze and fresh juices.",
    "أكلات الشارع الشامية: فلافل ومقبلات وعصائر طازجة.",
  ],
  color: "#16a34a",
  menus: {
    delivery: {
      purpose: "delivery",
      type: "complex",
      name: ["Delivery menu", "قائمة التوصيل"],
      categories: [
        cat("Wraps", "لفائف", [
          prod(
            "Falafel Wrap",
            "لفافة فلافل",
            ["Crispy falafel, tomatoes, parsley and tahini.", "فلافل مقرمشة مع طماطم وبقدونس وطحينة."],
            "9.00",
            { groups: [fcSauce, fcAdd] },
          ),
          prod(
            "Halloumi Wrap",
            "لفافة حلومي",
            ["Grilled halloumi with tomato and mint.", "حلومي مشوي مع الطماطم والنعناع."],
            "14.00",
            { groups: [fcSauce] },
          ),
          prod(
            "Sabich",
            "صابيح",
            ["Fried eggplant, boiled egg and amba in pita.", "باذنجان مقلي وبيض مسلوق وعمبة في خبز البيتا."],
            "15.00",
            { discount: pct(20) },
          ),
        ]),
        cat("Mezze", "مقبلات", [
          prod("Falafel Plate", "صحن فلافل", ["With tahini and pickles.", "مع الطحينة والمخلل."], "15.00", {
            variants: [
              { name: ["6 pieces", "٦ قطع"], price: "15.00" },
              { name: ["12 pieces", "١٢ قطعة"], price: "26.00" },
            ],
          }),
          prod(
            "Hummus with Pine Nuts",
            "حمص بالصنوبر",
            ["Topped with toasted pine nuts.", "مزين بالصنوبر المحمص."],
            "18.00",
          ),
          prod(
            "Baba Ghanoush",
            "بابا غنوج",
            ["Smoked eggplant with pomegranate.", "باذنجان مدخن مع الرمان."],
            "16.00",
            { unavailable: true },
          ),
          prod(
            "Manakish Zaatar",
            "مناقيش زعتر",
            ["Flatbread with thyme and olive oil.", "خبز مسطح بالزعتر وزيت الزيتون."],
            "8.00",
            { discount: off("1.00") },
          ),
        ]),
        cat("Drinks", "مشروبات", [
          prod("Mint Lemonade", "ليموناضة بالنعناع", ["Fresh lemon and mint.", "ليمون ونعناع طازج."], "12.00"),
          prod(
            "Jallab",
            "جلاب",
            ["Grape molasses, rose water and pine nuts.", "دبس العنب وماء الورد والصنوبر."],
            "10.00",
          ),
        ]),
      ],
    },
    gathering: {
      purpose: "gathering",
      type: "simple",
      name: ["Mezze for sharing", "مقبلات للمشاركة"],
      categories: [
        cat("Feasts", "ولائم", [
          prod(
            "Mezze Feast for 6",
            "وليمة مقبلات لستة أشخاص",
            ["Four dips, falafel, salads and bread.", "أربعة أطباق مقبلات وفلافل وسلطات وخبز."],
            "145.00",
            {
              groups: [
                group("Choose 4 dips", "اختر ٤ مقبلات", "multi", 4, 4, [
                  opt("Hummus", "حمص"),
                  opt("Moutabal", "متبل"),
                  opt("Labneh", "لبنة"),
                  opt("Muhammara", "محمرة"),
                  opt("Baba ghanoush", "بابا غنوج", "0", { unavailable: true }),
                ]),
              ],
            },
          ),
        ]),
      ],
    },
    catering: {
      purpose: "catering",
      type: "simple",
      name: ["Catering", "ضيافة"],
      categories: [
        cat("Stations", "ركن الضيافة", [
          prod(
            "Falafel Station (50 guests)",
            "ركن الفلافل (٥٠ ضيفًا)",
            ["A live falafel station with a chef for your event.", "ركن فلافل حي مع طاهٍ لمناسبتك."],
            "1250.00",
            { max: 2 },
          ),
        ]),
      ],
    },
  },
  stores: [
    {
      slug: "falafel-corner-deira",
      name: ["Falafel Corner Deira", "ركن الفلافل ديرة"],
      desc: ["Where it all started.", "حيث بدأ كل شيء."],
      address: ["Al Rigga St, Deira", "شارع الرقة، ديرة"],
      lat: 25.2711,
      lng: 55.3075,
      hours: "24h",
      purposes: ["delivery", "gathering", "catering"],
      payment: ["cash", "credit_card", "apple_pay", "uae_cc"],
      minOrder: "25.00",
    },
    {
      slug: "falafel-corner-karama",
      name: ["Falafel Corner Karama", "ركن الفلافل الكرامة"],
      desc: ["Quick bites in Karama.", "وجبات سريعة في الكرامة."],
      address: ["Karama, Dubai", "الكرامة، دبي"],
      lat: 25.2459,
      lng: 55.3036,
      hours: ["08:00", "23:00"],
      purposes: ["delivery"],
      payment: ["cash"],
      minOrder: "25.00",
    },
  ],
};

// --- Lisbon Pastry (Portugal) ----------------------------------------------------------------

const lpDusting = group("Dusting", "الرشة", "single", 0, 1, [
  opt("Cinnamon", "قرفة"),
  opt("Powdered sugar", "سكر ناعم"),
]);

const lisbonPastry: BrandDef = {
  slug: "lisbon-pastry",
  country: "PT",
  name: ["Lisbon Pastry", "معجنات لشبونة"],
  desc: [
    "Custard tarts from the oven every hour, and coffee the Lisbon way.",
    "تارت الكاسترد من الفرن كل ساعة، وقهوة على طريقة لشبونة.",
  ],
  color: "#ca8a04",
  menus: {
    delivery: {
      purpose: "delivery",
      type: "complex",
      name: ["Bakery menu", "قائمة المخبز"],
      categories: [
        cat("Pastries", "معجنات", [
          prod(
            "Pastel de Nata",
            "باستيل دي ناتا",
            ["Crisp puff pastry with creamy custard, baked every hour.", "عجينة هشة مع كريمة الكاسترد، تُخبز كل ساعة."],
            "1.300",
            {
              variants: [
                { name: ["1 piece", "قطعة واحدة"], price: "1.300" },
                { name: ["Box of 6", "علبة من ٦"], price: "7.200" },
              ],
              groups: [lpDusting],
            },
          ),
          prod(
            "Bola de Berlim",
            "بولا دي برليم",
            ["Doughnut filled with egg cream.", "دونات محشوة بكريمة البيض."],
            "1.800",
          ),
          prod(
            "Travesseiro de Sintra",
            "ترافيسيرو دي سينترا",
            ["Puff pastry pillow with almond cream.", "وسادة من العجين الهش بكريمة اللوز."],
            "2.200",
            { discount: pct(10) },
          ),
          prod("Queijada", "كيجادا", ["Little cheese tart from Sintra.", "تارت جبن صغير من سينترا."], "1.500", {
            unavailable: true,
          }),
        ]),
        cat("Coffee", "قهوة", [
          prod(
            "Bica (Espresso)",
            "بيكا (إسبريسو)",
            ["A short, strong Lisbon espresso.", "إسبريسو قصير وقوي على طريقة لشبونة."],
            "0.900",
          ),
          prod(
            "Galão",
            "غالاو",
            ["Espresso with lots of foamed milk, in a glass.", "إسبريسو مع الكثير من الحليب الرغوي في كوب زجاجي."],
            "1.600",
            {
              groups: [
                group("Milk", "الحليب", "single", 1, 1, [
                  opt("Whole milk", "حليب كامل الدسم"),
                  opt("Oat milk", "حليب الشوفان", "0.400"),
                ]),
              ],
            },
          ),
          prod("Fresh Orange Juice", "عصير برتقال طازج", ["Algarve oranges.", "برتقال من الغارف."], "3.200", {
            discount: off("0.500"),
          }),
        ]),
        cat("Savoury", "مخبوزات مالحة", [
          prod(
            "Prego no Pão",
            "بريغو في الخبز",
            ["Garlic steak sandwich in a crusty roll.", "ساندويتش لحم بالثوم في خبز مقرمش."],
            "6.500",
            {
              groups: [
                group("Add-ons", "إضافات", "multi", 0, 2, [
                  opt("Cheese", "جبنة", "0.800"),
                  opt("Fried egg", "بيضة مقلية", "1.000"),
                ]),
              ],
            },
          ),
          prod("Bifana", "بيفانا", ["Marinated chicken in a soft roll.", "دجاج متبل في خبز طري."], "4.800", {
            noImage: true,
          }),
        ]),
      ],
    },
  },
  stores: [
    {
      slug: "lisbon-pastry-baixa",
      name: ["Lisbon Pastry Baixa", "معجنات لشبونة بايشا"],
      desc: ["Next to the Rua Augusta arch.", "بجانب قوس شارع أوغوستا."],
      address: ["Rua Augusta, Lisboa", "شارع أوغوستا، لشبونة"],
      lat: 38.7107,
      lng: -9.1366,
      hours: "24h",
      purposes: ["delivery"],
      payment: ["cash", "credit_card"],
      minOrder: "5.000",
    },
    {
      slug: "lisbon-pastry-belem",
      name: ["Lisbon Pastry Belém", "معجنات لشبونة بيليم"],
      desc: ["Closed for renovation.", "مغلق للتجديد."],
      address: ["Rua de Belém, Lisboa", "شارع بيليم، لشبونة"],
      lat: 38.6975,
      lng: -9.2065,
      hours: ["07:00", "22:00"],
      inactive: true,
      purposes: ["delivery"],
      payment: ["cash"],
      minOrder: "5.000",
    },
  ],
};

// --- Porto Grill (Portugal) ------------------------------------------------------------------

const pgSide = group("Side", "الطبق الجانبي", "single", 1, 1, [
  opt("Fries", "بطاطس مقلية"),
  opt("Rice", "أرز"),
  opt("Salad", "سلطة", "0.500"),
]);
const pgSpice = group("Spice level", "درجة الحرارة", "single", 1, 1, [
  opt("Mild", "خفيف"),
  opt("Medium", "متوسط"),
  opt("Piri-piri hot", "بيري بيري حار"),
]);

const portoGrill: BrandDef = {
  slug: "porto-grill",
  country: "PT",
  name: ["Porto Grill", "مشويات بورتو"],
  desc: ["Piri-piri chicken and northern Portuguese classics.", "دجاج بيري بيري وأطباق شمال البرتغال الكلاسيكية."],
  color: "#dc2626",
  menus: {
    delivery: {
      purpose: "delivery",
      type: "complex",
      name: ["Delivery menu", "قائمة التوصيل"],
      categories: [
        cat("Grill", "مشويات", [
          prod(
            "Piri-Piri Chicken",
            "دجاج بيري بيري",
            ["Charcoal chicken with our piri-piri sauce.", "دجاج على الفحم مع صلصة البيري بيري الخاصة بنا."],
            "8.500",
            {
              variants: [
                { name: ["Half", "نصف"], price: "8.500" },
                { name: ["Whole", "كاملة"], price: "14.900" },
              ],
              groups: [pgSpice, pgSide],
              discount: pct(10),
            },
          ),
          prod(
            "Francesinha",
            "فرانسيزينيا",
            [
              "Layered steak sandwich covered in melted cheese and a rich tomato sauce.",
              "ساندويتش شرائح لحم مغطى بالجبن الذائب وصلصة طماطم غنية.",
            ],
            "11.900",
            {
              groups: [
                pgSide,
                group("Make it special", "اجعلها مميزة", "single", 0, 1, [
                  opt("Add a fried egg", "أضف بيضة مقلية", "1.000", {
                    groups: [
                      group("Egg style", "طريقة البيض", "single", 1, 1, [
                        opt("Sunny side up", "عيون"),
                        opt("Well done", "مطهوة جيدًا"),
                      ]),
                    ],
                  }),
                ]),
              ],
            },
          ),
          prod(
            "Grilled Sea Bass",
            "قاروص مشوي",
            ["Whole sea bass with olive oil and lemon.", "قاروص كامل بزيت الزيتون والليمون."],
            "16.500",
            { groups: [pgSide], max: 4 },
          ),
          prod(
            "Beef Espetada",
            "إسبيتادا لحم",
            ["Beef skewer with garlic and bay leaf.", "سيخ لحم بالثوم وورق الغار."],
            "15.800",
            { unavailable: true },
          ),
        ]),
        cat("Sides", "أطباق جانبية", [
          prod(
            "Portuguese Salad",
            "سلطة برتغالية",
            ["Tomato, onion, peppers and olive oil.", "طماطم وبصل وفلفل وزيت زيتون."],
            "4.200",
          ),
          prod("Chips", "بطاطس", ["Thin, crispy, salted.", "رقيقة ومقرمشة ومملحة."], "3.000", {
            discount: off("0.500"),
          }),
        ]),
        cat("Drinks", "مشروبات", [
          prod("Sparkling Water", "مياه فوارة", ["From the Pedras springs.", "من ينابيع بيدراس."], "1.800"),
          prod("Lemonade", "ليموناضة", ["Freshly made.", "محضرة طازجة."], "2.600"),
        ]),
      ],
    },
    gathering: {
      purpose: "gathering",
      type: "simple",
      name: ["Family meals", "وجبات عائلية"],
      categories: [
        cat("Feasts", "ولائم", [
          prod(
            "Family Chicken Feast",
            "وليمة الدجاج العائلية",
            ["Two whole chickens, two sides and a salad.", "دجاجتان كاملتان وطبقان جانبيان وسلطة."],
            "32.000",
            { groups: [pgSpice] },
          ),
        ]),
      ],
    },
    catering: {
      purpose: "catering",
      type: "simple",
      name: ["Catering", "ضيافة"],
      categories: [
        cat("Events", "المناسبات", [
          prod(
            "Grill Catering for 20",
            "ضيافة مشويات لعشرين شخصًا",
            ["Chicken, espetada and sides for twenty.", "دجاج وإسبيتادا وأطباق جانبية لعشرين شخصًا."],
            "280.000",
            { max: 2 },
          ),
        ]),
      ],
    },
  },
  stores: [
    {
      slug: "porto-grill-ribeira",
      prepMinutes: 20,
      name: ["Porto Grill Ribeira", "مشويات بورتو ريبيرا"],
      desc: ["On the Douro riverside.", "على ضفاف نهر دورو."],
      address: ["Cais da Ribeira, Porto", "رصيف ريبيرا، بورتو"],
      lat: 41.1405,
      lng: -8.613,
      hours: ["12:00", "23:00"],
      purposes: ["delivery", "gathering", "catering"],
      payment: ["cash", "credit_card"],
      minOrder: "10.000",
    },
    {
      slug: "porto-grill-lisboa",
      name: ["Porto Grill Lisboa", "مشويات بورتو لشبونة"],
      desc: ["Our Lisbon grill, open all day.", "مشويات لشبونة، مفتوحة طوال اليوم."],
      address: ["Avenida da Liberdade, Lisboa", "شارع الحرية، لشبونة"],
      lat: 38.72,
      lng: -9.145,
      hours: "24h",
      purposes: ["delivery", "gathering", "catering"],
      payment: ["cash", "credit_card"],
      minOrder: "10.000",
    },
  ],
};

export const brandDefs: BrandDef[] = [
  burgerBay,
  shawarmaHouse,
  najdGrill,
  datePalmCafe,
  marinaSushi,
  falafelCorner,
  lisbonPastry,
  portoGrill,
];

// --- The generated 300-product menu (benchmarks) ----------------------------------------------

const arabicDigits = (n: number) => String(n).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]);

const megaCategories: L[] = [
  ["Beef burgers", "برجر لحم"],
  ["Chicken burgers", "برجر دجاج"],
  ["Smash burgers", "برجر مضغوط"],
  ["Sliders", "سلايدر"],
  ["Wraps", "لفائف"],
  ["Salads", "سلطات"],
  ["Fries", "بطاطس"],
  ["Sides", "أطباق جانبية"],
  ["Sauces", "صلصات"],
  ["Shakes", "ميلك شيك"],
  ["Soft drinks", "مشروبات غازية"],
  ["Juices", "عصائر"],
  ["Desserts", "حلويات"],
  ["Kids", "وجبات الأطفال"],
  ["Specials", "العروض الخاصة"],
];

/** A deterministic menu of `count` products in 15 categories; every 5th product has options. */
export function generatedMenu(count: number): MenuDef {
  const perCategory = Math.ceil(count / megaCategories.length);
  const categories: CategoryDef[] = [];
  let n = 0;
  for (const [en, ar] of megaCategories) {
    const products: ProductDef[] = [];
    for (let i = 0; i < perCategory && n < count; i++) {
      n++;
      const price = `${1 + (n % 4)}.${String((n * 250) % 1000).padStart(3, "0")}`;
      const singular = en.replace(/s$/, "");
      products.push(
        prod(
          `${singular} No. ${n}`,
          `${ar} رقم ${arabicDigits(n)}`,
          [
            `House recipe number ${n}, made fresh to order.`,
            `وصفة البيت رقم ${arabicDigits(n)}، تُحضّر طازجة عند الطلب.`,
          ],
          price,
          {
            groups: n % 5 === 0 ? [bbBun, bbExtras, bbMeal] : undefined,
            discount: n % 7 === 0 ? pct(10) : n % 11 === 0 ? off("0.200") : undefined,
            unavailable: n % 29 === 0,
            noImage: n % 3 === 0,
          },
        ),
      );
    }
    categories.push(cat(en, ar, products));
  }
  return { purpose: "delivery", type: "complex", name: ["Mega menu", "القائمة الكبيرة"], categories };
}

/** A customer that already exists, for trying the `check_phone` flow. */
export const demoCustomer = {
  phone_code: "+965",
  phone: "50000001",
  name: "Sara Al-Ahmad",
  email: "sara@example.com",
  country_iso_code: "KW" as const,
};
