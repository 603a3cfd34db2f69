// Checks of URL parameters shared by the routes.
import type { Params } from "@remix-run/react";
import { parseLocaleSegment } from "~/i18n/locale";
import { notFound } from "./route-errors.server";

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** An unknown `/{lang}-{country}` prefix is a 404, not the default locale. */
export function requireKnownLocale(params: Params): void {
  if (params.locale !== undefined && !parseLocaleSegment(params.locale)) throw notFound();
}

export function requireSlug(value: string | undefined): string {
  if (!value || !SLUG.test(value)) throw notFound();
  return value;
}
