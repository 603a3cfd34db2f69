// Messages the sandbox answers with, in English and Arabic (chosen by Accept-Language).
import type { Language } from "../app/contract";

const en = {
  not_found: "Sorry, we could not find what you were looking for.",
  route_not_found: "There is no such API route.",
  method_not_allowed: "This method is not allowed here.",
  invalid_json: "The request body is not valid JSON.",
  body_too_large: "The request body is too large.",
  validation_failed: "The given data was invalid.",
  server_error: "Sorry, something went wrong!",
  unauthenticated: "Please sign in to continue.",
  brand_not_found: "This brand does not exist.",
  store_not_found: "This store does not exist.",
  country_not_found: "This country is not served.",
  vendor_not_found: "This vendor does not exist.",
  field_required: "This field is required.",
  field_invalid: "This value is invalid.",
  field_unknown: "Unknown field.",
  field_min_chars: "Must be at least {n} characters.",
  field_max_chars: "Must be at most {n} characters.",
  field_min: "Must be at least {n}.",
  field_max: "Must be at most {n}.",
  field_min_items: "Must have at least {n} items.",
  field_max_items: "Must have at most {n} items.",
  otp_sent: "We sent you a code.",
  otp_too_soon: "Please wait {seconds} seconds before asking for another code.",
  otp_too_many: "Too many codes were requested for this phone. Try again later.",
  otp_invalid: "The code is not correct.",
  otp_expired: "The code has expired or was already used. Please ask for a new code.",
  otp_locked: "Too many wrong tries. Please ask for a new code.",
  phone_locked:
    "Too many wrong codes were entered for this phone. For your security, signing in with it is locked for {hours} hours.",
  registration_token_invalid: "Your sign-up has expired. Please start again.",
  phone_taken: "This phone number is already registered.",
  refresh_token_invalid: "Your session has expired. Please Sign In again.",
  logged_out: "You are signed out.",
  address_not_found: "This address does not exist.",
  address_deleted: "The address was deleted.",
  card_not_found: "This card does not exist.",
  card_deleted: "The card was deleted.",
  order_not_found: "This order does not exist.",
  order_locked: "This order can no longer be abandoned.",
  payment_locked: "This order can no longer be paid.",
  store_unavailable: "This store is not taking orders right now.",
  store_closed: "The store is closed now. You can schedule your order.",
  store_closed_no_slots: "The store is closed now and takes no orders for later.",
  out_of_delivery_area: "The store does not deliver to this location.",
  below_min_order: "Add {more} more to reach the minimum order of {amount}.",
  promotion_invalid: "This promo code is not valid.",
  promotion_expired: "This promo code has expired.",
  promotion_instant_only: "This promo code is only valid for instant orders.",
  promotion_scheduled_only: "This promo code is only valid for scheduled orders.",
  promotion_min_order: "This promo code needs an order of at least {amount}.",
  products_invalid: "Some items in your cart need your attention.",
  product_not_found: "This item is no longer available.",
  product_max_quantity: "You can order at most {n} of this item.",
  product_options_invalid: "The choices for this item are not valid.",
  payment_method_unavailable: "This payment method is not available for this order.",
  return_url_required: "A return URL is required for this payment method.",
  card_required: "This card cannot be used.",
  slot_unavailable: "This delivery time is no longer available.",
  order_failed: "The order could not be placed.",
  location_required: "Please choose a delivery location.",
  // summary labels
  line_items_total: "Items total",
  line_delivery_fee: "Delivery fee",
  line_promotion_discount: "Promo code discount",
  line_store_discount: "Store discount",
  line_grand_total: "Total",
  line_wallet_complement: "Paid from wallet",
  line_customer_to_pay: "To pay",
  line_tax_info: "Includes VAT ({percent}%)",
};

type Messages = typeof en;
export type MessageKey = keyof Messages;

const ar: Messages = {
  not_found: "عذرًا، لم نعثر على ما تبحث عنه.",
  route_not_found: "لا يوجد مسار بهذا الاسم في الواجهة.",
  method_not_allowed: "هذه الطريقة غير مسموح بها هنا.",
  invalid_json: "محتوى الطلب ليس JSON صالحًا.",
  body_too_large: "محتوى الطلب كبير جدًا.",
  validation_failed: "البيانات المدخلة غير صالحة.",
  server_error: "عذرًا، حدث خطأ ما!",
  unauthenticated: "يرجى تسجيل الدخول للمتابعة.",
  brand_not_found: "هذه العلامة التجارية غير موجودة.",
  store_not_found: "هذا المتجر غير موجود.",
  country_not_found: "هذه الدولة غير مخدومة.",
  vendor_not_found: "هذا البائع غير موجود.",
  field_required: "هذا الحقل مطلوب.",
  field_invalid: "هذه القيمة غير صالحة.",
  field_unknown: "حقل غير معروف.",
  field_min_chars: "يجب ألا يقل عن {n} أحرف.",
  field_max_chars: "يجب ألا يزيد عن {n} حرفًا.",
  field_min: "يجب ألا يقل عن {n}.",
  field_max: "يجب ألا يزيد عن {n}.",
  field_min_items: "يجب أن يحتوي على {n} عناصر على الأقل.",
  field_max_items: "يجب ألا يحتوي على أكثر من {n} عنصرًا.",
  otp_sent: "أرسلنا إليك رمزًا.",
  otp_too_soon: "يرجى الانتظار {seconds} ثانية قبل طلب رمز آخر.",
  otp_too_many: "تم طلب رموز كثيرة لهذا الرقم. حاول لاحقًا.",
  otp_invalid: "الرمز غير صحيح.",
  otp_expired: "انتهت صلاحية الرمز أو تم استخدامه. يرجى طلب رمز جديد.",
  otp_locked: "محاولات خاطئة كثيرة. يرجى طلب رمز جديد.",
  phone_locked: "تم إدخال رموز خاطئة كثيرة لهذا الرقم. حفاظًا على أمانك، تم إيقاف تسجيل الدخول به لمدة {hours} ساعة.",
  registration_token_invalid: "انتهت صلاحية التسجيل. يرجى البدء من جديد.",
  phone_taken: "رقم الهاتف هذا مسجل مسبقًا.",
  refresh_token_invalid: "انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.",
  logged_out: "تم تسجيل خروجك.",
  address_not_found: "هذا العنوان غير موجود.",
  address_deleted: "تم حذف العنوان.",
  card_not_found: "هذه البطاقة غير موجودة.",
  card_deleted: "تم حذف البطاقة.",
  order_not_found: "هذا الطلب غير موجود.",
  order_locked: "لم يعد بالإمكان إلغاء هذا الطلب.",
  payment_locked: "لم يعد بالإمكان دفع قيمة هذا الطلب.",
  store_unavailable: "هذا المتجر لا يستقبل الطلبات حاليًا.",
  store_closed: "المتجر مغلق الآن. يمكنك جدولة طلبك.",
  store_closed_no_slots: "المتجر مغلق الآن ولا يستقبل طلبات لوقت لاحق.",
  out_of_delivery_area: "المتجر لا يوصل إلى هذا الموقع.",
  below_min_order: "أضف {more} للوصول إلى الحد الأدنى للطلب {amount}.",
  promotion_invalid: "رمز الخصم هذا غير صالح.",
  promotion_expired: "انتهت صلاحية رمز الخصم هذا.",
  promotion_instant_only: "رمز الخصم هذا صالح للطلبات الفورية فقط.",
  promotion_scheduled_only: "رمز الخصم هذا صالح للطلبات المجدولة فقط.",
  promotion_min_order: "يتطلب رمز الخصم هذا طلبًا بقيمة {amount} على الأقل.",
  products_invalid: "بعض المنتجات في سلتك تحتاج إلى انتباهك.",
  product_not_found: "هذا المنتج لم يعد متوفرًا.",
  product_max_quantity: "يمكنك طلب {n} كحد أقصى من هذا المنتج.",
  product_options_invalid: "الخيارات المحددة لهذا المنتج غير صالحة.",
  payment_method_unavailable: "طريقة الدفع هذه غير متاحة لهذا الطلب.",
  return_url_required: "رابط العودة مطلوب لطريقة الدفع هذه.",
  card_required: "لا يمكن استخدام هذه البطاقة.",
  slot_unavailable: "وقت التوصيل هذا لم يعد متاحًا.",
  order_failed: "تعذر تقديم الطلب.",
  location_required: "يرجى اختيار موقع التوصيل.",
  line_items_total: "مجموع المنتجات",
  line_delivery_fee: "رسوم التوصيل",
  line_promotion_discount: "خصم رمز الترويج",
  line_store_discount: "خصم المتجر",
  line_grand_total: "الإجمالي",
  line_wallet_complement: "المدفوع من المحفظة",
  line_customer_to_pay: "المبلغ المطلوب",
  line_tax_info: "يشمل ضريبة القيمة المضافة ({percent}٪)",
};

const tables: Record<Language, Messages> = { en, ar };

export const messages = {
  t(lang: Language, key: MessageKey, vars: Record<string, string | number> = {}): string {
    return tables[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
  },
};

/** Exact decimal text of an amount in minor units ("1.250 KWD"); no floating point. */
export function formatMinor(minor: number, decimals: number, currency: string): string {
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(decimals + 1, "0");
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? "" : `.${digits.slice(-decimals)}`;
  return `${negative ? "-" : ""}${whole}${fraction} ${currency}`;
}

/** "1.250" with 3 decimals → 1250. Throws on anything but a plain decimal. */
export function parseMajor(text: string, decimals: number): number {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new Error(`bad amount ${text}`);
  const fraction = (m[2] ?? "").padEnd(decimals, "0");
  if (fraction.length > decimals) throw new Error(`too many decimals in ${text}`);
  return Number(m[1]) * 10 ** decimals + Number(fraction || "0");
}
