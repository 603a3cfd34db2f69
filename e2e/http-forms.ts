// Posting the storefront's forms over HTTP, as a browser without JavaScript would, for the setup
// steps a test is not about (signing in, an address, a cart). The requests go through
// `page.request`, which shares the browser context's cookies: the test then goes on in the browser
// with the session these posts made. Every field a form carries (hidden ones included) is read from
// the served HTML and posted back, with the values the step fills in.
import type { Page } from "@playwright/test";

/** A page as the server answered it: where it ended (after redirects) and its HTML. */
export interface Served {
  url: string;
  html: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e: string) =>
    e[0] === "#"
      ? String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e.toLowerCase()] ?? whole),
  );

/** A tag's attributes (React writes them all in double quotes; a boolean one as `=""`). */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g))
    found.set(name!.toLowerCase(), decode(value ?? ""));
  return found;
}

/** The first form holding `data-testid="<testId>"` (on the form or on an element inside it, such as its button). */
function findForm(served: Served, testId: string): string {
  const marker = `data-testid="${testId}"`;
  const form = [...served.html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
    .map((m) => m[0])
    .find((f) => f.includes(marker));
  if (!form) throw new Error(`no form with ${marker} at ${served.url}`);
  return form;
}

/** The fields a browser would post from `form`, submitted by its button marked `testId` (or its first submit button). */
function formFields(form: string, testId: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const a = attributes(tag);
    const type = a.get("type") ?? "text";
    if (!a.get("name") || a.has("disabled") || ["submit", "button", "reset", "image", "file"].includes(type)) continue;
    if ((type === "checkbox" || type === "radio") && !a.has("checked")) continue;
    fields.append(a.get("name")!, a.get("value") ?? (type === "checkbox" || type === "radio" ? "on" : ""));
  }
  for (const [, tag, text] of form.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g)) {
    const a = attributes(tag!);
    if (a.get("name") && !a.has("disabled")) fields.append(a.get("name")!, decode(text!));
  }
  for (const [, tag, inner] of form.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)) {
    const a = attributes(tag!);
    const options = [...inner!.matchAll(/(<option\b[^>]*>)([\s\S]*?)<\/option>/g)].map(([, o, label]) => ({
      a: attributes(o!),
      label: decode(label!),
    }));
    const chosen = options.find((o) => o.a.has("selected")) ?? options[0];
    if (a.get("name") && !a.has("disabled") && chosen)
      fields.append(a.get("name")!, chosen.a.get("value") ?? chosen.label);
  }
  const buttons = [...form.matchAll(/<button\b[^>]*>/g)]
    .map(([tag]) => attributes(tag))
    .filter((a) => (a.get("type") ?? "submit") === "submit");
  const button = buttons.find((a) => a.get("data-testid") === testId) ?? buttons[0];
  if (button?.get("name")) fields.append(button.get("name")!, button.get("value") ?? "");
  return fields;
}

/** GETs `url` with the context's cookies (on the default host: a vendor host, *.localhost, resolves only in the browser). */
export async function load(page: Page, url: string): Promise<Served> {
  const response = await page.request.get(url);
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}`);
  return { url: response.url(), html: await response.text() };
}

/**
 * Posts the form marked `testId` of a served page with `values` in place of what it holds (as its
 * own origin, the way the browser does), follows the redirect and returns the page it ends on.
 */
export async function submit(
  page: Page,
  served: Served,
  testId: string,
  values: Record<string, string> = {},
): Promise<Served> {
  const form = findForm(served, testId);
  const fields = formFields(form, testId);
  for (const [name, value] of Object.entries(values)) fields.set(name, value);
  const action = new URL(attributes(form.match(/^<form\b[^>]*>/)![0]).get("action") || served.url, served.url);
  const response = await page.request.post(action.href, {
    data: fields.toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: action.origin },
  });
  const html = await response.text();
  if (!response.ok())
    throw new Error(`posting ${testId} to ${action.pathname} answered ${response.status()} at ${response.url()}`);
  return { url: response.url(), html };
}

/** Whether a served page shows the element marked `testId`. */
export const shows = (served: Served, testId: string) => served.html.includes(`data-testid="${testId}"`);

/** The absolute URL of the first link whose text is `text` (a product on a store page). */
export function linkTo(served: Served, text: string): string {
  for (const [, href, inner] of served.html.matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    if (decode(inner!.replace(/<[^>]*>/g, "")).trim() === text) return new URL(decode(href!), served.url).href;
  }
  throw new Error(`no link "${text}" at ${served.url}`);
}
