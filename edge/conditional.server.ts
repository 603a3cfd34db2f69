// Conditional GETs (docs/decisions/0111): an answer that asks the browser to check with us before
// reusing it (`Cache-Control: no-cache`, e.g. the order page a customer watches) carries an ETag of
// its body, and a request that already holds that body is answered 304 with no body, a few headers
// only. The CSP nonce is left out of the tag: it is the one thing that differs between two renders
// of the same page, and the browser keeps the nonce and the policy of the copy it holds (a 304 must
// not carry a policy, or it would replace the stored one and no longer match that copy's nonce).
import { createHash } from "node:crypto";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/** The body cut at each occurrence of `nonce` (the pieces between them). */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  const length = Buffer.byteLength(nonce);
  let from = 0;
  for (let at = nonce ? body.indexOf(nonce, from) : -1; at !== -1; at = body.indexOf(nonce, from)) {
    parts.push(body.subarray(from, at));
    from = at + length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** A weak tag (the bytes sent differ by encoding and nonce; what they show does not) of the body without its nonce. */
export function entityTag(body: Buffer, nonce: string): string {
  const hash = createHash("sha256");
  for (const part of splitAtNonce(body, nonce)) hash.update(part).update("\0");
  return `W/"${hash.digest("base64url").slice(0, 22)}"`;
}

/** Whether an `If-None-Match` value names `tag` (weak comparison, as GET allows), or is `*`. */
export function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || opaque(t) === opaque(tag));
}

/** Whether an answer may be revalidated: a 200 to a GET that the browser may keep but must check first. */
export function revalidatable(method: string, status: number, cacheControl: string | null): boolean {
  if ((method !== "GET" && method !== "HEAD") || status !== 200 || !cacheControl) return false;
  return /\bno-cache\b/i.test(cacheControl) && !/\bno-store\b/i.test(cacheControl);
}

/** What a 304 keeps (RFC 9110, 15.4.5: what a 200 would say of caching, and a session's renewed cookie). */
const NOT_MODIFIED_HEADERS = new Set([
  "cache-control",
  "etag",
  "vary",
  "set-cookie",
  "date",
  "expires",
  "content-location",
  "x-request-id",
]);

/**
 * Tags a revalidatable answer (`ETag` among `headers`) and, when the request holds that body
 * already, sends the 304 and answers true; else false, and the caller sends the answer.
 */
export function sendIfModified(
  req: ExpressRequest,
  res: ExpressResponse,
  status: number,
  headers: Headers,
  body: Buffer,
  vary: boolean,
): boolean {
  if (!revalidatable(req.method, status, headers.get("Cache-Control"))) return false;
  const tag = entityTag(body, String(res.locals.nonce ?? ""));
  headers.set("ETag", tag);
  if (!matches(req.get("If-None-Match"), tag)) return false;
  for (const name of res.getHeaderNames()) if (!NOT_MODIFIED_HEADERS.has(name)) res.removeHeader(name);
  for (const [name, value] of headers) if (NOT_MODIFIED_HEADERS.has(name)) res.append(name, value);
  if (vary) res.append("Vary", "Accept-Encoding");
  res.status(304).end();
  return true;
}
