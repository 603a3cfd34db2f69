import type { MetaDescriptor } from "@remix-run/node";

/** Title and description for a page; loaders put translated strings in `meta`. */
export function pageMeta(data: { meta?: { title: string; description?: string } } | undefined): MetaDescriptor[] {
  if (!data?.meta) return [{ title: "Storefront" }];
  return [
    { title: data.meta.title },
    ...(data.meta.description ? [{ name: "description", content: data.meta.description }] : []),
  ];
}
