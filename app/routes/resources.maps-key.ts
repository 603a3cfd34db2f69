// The browser's Maps JavaScript API key, from the platform (configurations/firebase/maps-key).
// Never the server-side geocoding key.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { mapsKeyResponseSchema } from "~/contract";
import { ApiError } from "~/server/api/errors.server";

export async function loader({ context }: LoaderFunctionArgs) {
  try {
    const { apiKey } = await context.api.get("/v5/web/customer/configurations/firebase/maps-key", { schema: mapsKeyResponseSchema, auth: false });
    if (!apiKey) return json({ error: "no key" }, { status: 503 });
    return json({ apiKey }, { headers: { "Cache-Control": "private, max-age=300" } });
  } catch (error) {
    if (error instanceof ApiError) return json({ error: "unavailable" }, { status: 503 });
    throw error;
  }
}
