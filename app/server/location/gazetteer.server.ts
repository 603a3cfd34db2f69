// An offline gazetteer of areas of the main cities of the four countries, in English and Arabic,
// for the address search when no Google server key is configured (and without JavaScript).
import type { CountryCode } from "~/i18n/countries";
import type { Language } from "~/i18n/locale";

type Row = [en: string, ar: string, cityEn: string, cityAr: string, lat: number, lng: number];

const PLACES: Record<CountryCode, Row[]> = {
  kw: [
    ["Salmiya", "السالمية", "Hawalli Governorate", "محافظة حولي", 29.3339, 48.0758],
    ["Hawally", "حولي", "Hawalli Governorate", "محافظة حولي", 29.3328, 48.0286],
    ["Sharq", "شرق", "Kuwait City", "مدينة الكويت", 29.3797, 47.9962],
    ["Jabriya", "الجابرية", "Hawalli Governorate", "محافظة حولي", 29.3186, 48.0231],
    ["Rumaithiya", "الرميثية", "Hawalli Governorate", "محافظة حولي", 29.3136, 48.075],
    ["Bayan", "بيان", "Hawalli Governorate", "محافظة حولي", 29.3031, 48.0483],
    ["Mishref", "مشرف", "Hawalli Governorate", "محافظة حولي", 29.2753, 48.0567],
    ["Surra", "السرة", "Capital Governorate", "محافظة العاصمة", 29.3119, 47.9908],
    ["Shuwaikh", "الشويخ", "Capital Governorate", "محافظة العاصمة", 29.3494, 47.9319],
    ["Al Rai", "الري", "Farwaniya Governorate", "محافظة الفروانية", 29.3047, 47.9339],
    ["Farwaniya", "الفروانية", "Farwaniya Governorate", "محافظة الفروانية", 29.2775, 47.9586],
    ["Jahra", "الجهراء", "Jahra Governorate", "محافظة الجهراء", 29.3375, 47.6581],
    ["Fahaheel", "الفحيحيل", "Ahmadi Governorate", "محافظة الأحمدي", 29.0825, 48.1303],
    ["Mangaf", "المنقف", "Ahmadi Governorate", "محافظة الأحمدي", 29.0958, 48.1281],
    ["Mahboula", "المهبولة", "Ahmadi Governorate", "محافظة الأحمدي", 29.1453, 48.1297],
    ["Abu Halifa", "أبو حليفة", "Ahmadi Governorate", "محافظة الأحمدي", 29.1236, 48.1258],
  ],
  sa: [
    ["Olaya", "العليا", "Riyadh", "الرياض", 24.6905, 46.685],
    ["Al Malqa", "الملقا", "Riyadh", "الرياض", 24.8058, 46.6133],
    ["Al Sulimaniyah", "السليمانية", "Riyadh", "الرياض", 24.7036, 46.7036],
    ["Al Nakheel", "النخيل", "Riyadh", "الرياض", 24.7547, 46.6286],
    ["Al Murabba", "المربع", "Riyadh", "الرياض", 24.6503, 46.71],
    ["Al Yasmin", "الياسمين", "Riyadh", "الرياض", 24.8264, 46.6411],
    ["Hittin", "حطين", "Riyadh", "الرياض", 24.7611, 46.6019],
    ["King Fahd", "الملك فهد", "Riyadh", "الرياض", 24.7367, 46.6556],
    ["Al Rawdah", "الروضة", "Jeddah", "جدة", 21.5606, 39.1464],
    ["Al Hamra", "الحمراء", "Jeddah", "جدة", 21.5136, 39.1658],
    ["Al Balad", "البلد", "Jeddah", "جدة", 21.4858, 39.1925],
    ["Al Zahra", "الزهراء", "Jeddah", "جدة", 21.5911, 39.13],
    ["Al Khobar Corniche", "كورنيش الخبر", "Al Khobar", "الخبر", 26.2927, 50.2146],
    ["Al Faisaliyah", "الفيصلية", "Dammam", "الدمام", 26.4207, 50.0888],
    ["Al Aziziyah", "العزيزية", "Makkah", "مكة المكرمة", 21.405, 39.865],
  ],
  ae: [
    ["Dubai Marina", "دبي مارينا", "Dubai", "دبي", 25.0805, 55.1403],
    ["Jumeirah Beach Residence", "جميرا بيتش ريزيدنس", "Dubai", "دبي", 25.0783, 55.1334],
    ["Jumeirah Lake Towers", "أبراج بحيرات جميرا", "Dubai", "دبي", 25.0693, 55.1412],
    ["Deira", "ديرة", "Dubai", "دبي", 25.2711, 55.3075],
    ["Karama", "الكرامة", "Dubai", "دبي", 25.2467, 55.3036],
    ["Downtown Dubai", "وسط مدينة دبي", "Dubai", "دبي", 25.1972, 55.2744],
    ["Business Bay", "الخليج التجاري", "Dubai", "دبي", 25.185, 55.265],
    ["Al Barsha", "البرشاء", "Dubai", "دبي", 25.1124, 55.199],
    ["Jumeirah", "جميرا", "Dubai", "دبي", 25.2048, 55.2422],
    ["Al Quoz", "القوز", "Dubai", "دبي", 25.142, 55.23],
    ["Mirdif", "مردف", "Dubai", "دبي", 25.22, 55.42],
    ["Al Nahda", "النهدة", "Dubai", "دبي", 25.29, 55.37],
    ["Al Khalidiyah", "الخالدية", "Abu Dhabi", "أبوظبي", 24.4669, 54.3525],
    ["Al Reem Island", "جزيرة الريم", "Abu Dhabi", "أبوظبي", 24.4986, 54.4039],
    ["Al Majaz", "المجاز", "Sharjah", "الشارقة", 25.324, 55.386],
  ],
  pt: [
    ["Baixa", "بايشا", "Lisbon", "لشبونة", 38.7107, -9.138],
    ["Belém", "بيليم", "Lisbon", "لشبونة", 38.6979, -9.2063],
    ["Alfama", "ألفاما", "Lisbon", "لشبونة", 38.7118, -9.13],
    ["Chiado", "شيادو", "Lisbon", "لشبونة", 38.7107, -9.142],
    ["Avenidas Novas", "أفينيداس نوفاس", "Lisbon", "لشبونة", 38.74, -9.145],
    ["Parque das Nações", "بارك داس ناسويش", "Lisbon", "لشبونة", 38.768, -9.094],
    ["Alcântara", "ألكانتارا", "Lisbon", "لشبونة", 38.704, -9.179],
    ["Campo de Ourique", "كامبو دي أوريكي", "Lisbon", "لشبونة", 38.718, -9.165],
    ["Cascais", "كاشكايش", "Lisbon District", "منطقة لشبونة", 38.6979, -9.4215],
    ["Ribeira", "ريبيرا", "Porto", "بورتو", 41.1406, -8.6133],
    ["Boavista", "بوافيستا", "Porto", "بورتو", 41.1579, -8.6291],
    ["Foz do Douro", "فوز دو دورو", "Porto", "بورتو", 41.152, -8.672],
    ["Cedofeita", "سيدوفيتا", "Porto", "بورتو", 41.153, -8.619],
    ["Matosinhos", "ماتوزينيوش", "Porto District", "منطقة بورتو", 41.1844, -8.6963],
    ["Vila Nova de Gaia", "فيلا نوفا دي غايا", "Porto District", "منطقة بورتو", 41.1333, -8.6167],
  ],
};

export interface GazetteerPlace {
  name: string;
  city: string;
  lat: number;
  lng: number;
}

function localized(row: Row, lang: Language): GazetteerPlace {
  return { name: lang === "ar" ? row[1] : row[0], city: lang === "ar" ? row[3] : row[2], lat: row[4], lng: row[5] };
}

/** Case- and accent-insensitive, Arabic letter forms folded (أ إ آ → ا, ة → ه, ى → ي). */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f\u064b-\u065f]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Farther than this from every known area, a point has no address (nothing to confirm). */
export const NEAREST_WITHIN_KM = 30;

/** The known area nearest to a point, in any of the four countries; null when none is near. */
export function nearestInGazetteer(
  lat: number,
  lng: number,
  lang: Language,
  withinKm = NEAREST_WITHIN_KM,
): GazetteerPlace | null {
  let best: { row: Row; km: number } | null = null;
  for (const rows of Object.values(PLACES)) {
    for (const row of rows) {
      const km = distanceKm({ lat, lng }, { lat: row[4], lng: row[5] });
      if (!best || km < best.km) best = { row, km };
    }
  }
  return best && best.km <= withinKm ? localized(best.row, lang) : null;
}

export function searchGazetteer(query: string, country: CountryCode, lang: Language, limit = 8): GazetteerPlace[] {
  const q = fold(query);
  if (!q) return [];
  const rows = PLACES[country].filter((row) => [row[0], row[1], row[2], row[3]].some((text) => fold(text).includes(q)));
  return rows.slice(0, limit).map((row) => localized(row, lang));
}
