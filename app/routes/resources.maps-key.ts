// The browser's Maps JavaScript API key, from the platform (configurations/firebase/maps-key).
// Never the server-side geocoding key.
import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { ApiError } from "~/server/platform";
import { getMapsKey } from "~/server/location";

export async function loader({ context }: LoaderFunctionArgs) {
  try {
    const { apiKey } = await getMapsKey(context);
    if (!apiKey) return json({ error: "no key" }, { status: 503 });
    return json({ apiKey }, { headers: { "Cache-Control": "private, max-age=300" } });
  } catch (error) {
    if (error instanceof ApiError) return json({ error: "unavailable" }, { status: 503 });
    throw error;
  }
}
