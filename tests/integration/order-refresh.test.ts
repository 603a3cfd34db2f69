// Following an order costs little (docs/decisions/0111): the order page and its data carry an ETag of
// what they show (the CSP nonce aside) and `private, no-cache`; asked again with that tag while the
// order is unchanged they are a 304 of a few headers, without a policy (the browser keeps the one of
// its copy). A change is a 200 with a new tag; an ended order stops the page's refresh. And what a
// minute of watching costs on the wire, from the page's own interval, without waiting for it.
import { beforeAll, describe, expect, it } from "vitest";
import { connect } from "node:net";
import { testStack } from "../support/stack";
import { Browserless } from "../support/http-client";
import { signInThroughForms } from "../support/sign-in";
import { placeCashOrder } from "../support/orders";
import { entityTag, matches, revalidatable, splitAtNonce } from "../../edge/conditional.server";

const KB = 1024;
const ORDER_DATA = "_data=routes%2F(%24locale).order.%24code";
let customer: Browserless;
let order: string;

const stack = testStack({ sandbox: { SANDBOX_OTP_RESEND_SECONDS: "0", SANDBOX_ORDER_STEP_SECONDS: "36000" } });

beforeAll(async () => {
  customer = new Browserless(stack.base);
  await signInThroughForms(customer, stack.sandbox.url, "69990031");
  order = `/en-kw/order/${await placeCashOrder(customer)}`;
  await customer.get(order); // the "order placed" message, once
}, 120_000);

/** Every byte of the answer as it crosses the wire (status line, headers, body), brotli accepted. */
function wire(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: number; head: string }> {
  const url = new URL(stack.base);
  const lines = [
    `GET ${pathname} HTTP/1.1`,
    `Host: ${url.host}`,
    "Accept-Encoding: br, gzip",
    `Cookie: ${customer.cookieHeader()}`,
    "Connection: close",
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(`${lines.join("\r\n")}\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const head = all.subarray(0, all.indexOf("\r\n\r\n")).toString("latin1");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), bytes: all.length, head });
    });
  });
}

describe("the order page's conditional requests", () => {
  it("tags the page by what it shows, not by its nonce, and answers the same tag 304 with a few headers", async () => {
    const [first, second] = [await customer.get(order), await customer.get(order)];
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(first.headers.get("Content-Security-Policy")).not.toBe(second.headers.get("Content-Security-Policy"));
    const tag = first.headers.get("ETag")!;
    expect(tag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(second.headers.get("ETag")).toBe(tag);

    const again = await customer.get(order, { "If-None-Match": tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(tag);
    // Nothing that would replace what the browser stored with its copy: no policy, no type.
    expect([...again.headers.keys()].sort()).toEqual([
      "cache-control",
      "connection",
      "date",
      "etag",
      "keep-alive",
      "vary",
      "x-request-id",
    ]);
    // Another tag, or none: the page.
    expect((await customer.get(order, { "If-None-Match": 'W/"something-else"' })).status).toBe(200);
  });

  it("answers the order route's data the same way, and the root's data as before", async () => {
    const data = await customer.get(`${order}?${ORDER_DATA}`);
    expect(data.status).toBe(200);
    const tag = data.headers.get("ETag")!;
    expect(tag).toMatch(/^W\//);
    const again = await customer.get(`${order}?${ORDER_DATA}`, { "If-None-Match": tag });
    expect(again.status).toBe(304);
    expect(again.headers.get("Content-Security-Policy")).toBeNull();
    const root = await customer.get(`${order}?_data=root`);
    expect(root.headers.get("ETag")).toBeNull();
    expect(root.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps a minute of watching an active order within 24 KB without JS and 12 KB with JS", async () => {
    const page = await wire(order);
    const html = await (await customer.get(order)).text();
    const seconds = Number(/<meta http-equiv="refresh" content="(\d+)"/.exec(html)?.[1]);
    expect(seconds).toBe(15);
    const asks = 60 / seconds;
    const tag = /\r\netag: (\S+)/i.exec(page.head)![1]!;
    const unchanged = await wire(order, { "If-None-Match": tag });
    expect(unchanged.status).toBe(304);
    const data = await wire(`${order}?${ORDER_DATA}`);
    const dataTag = /\r\netag: (\S+)/i.exec(data.head)![1]!;
    const dataUnchanged = await wire(`${order}?${ORDER_DATA}`, { "If-None-Match": dataTag });
    expect(dataUnchanged.status).toBe(304);
    // A steady minute is a 304 an ask; a minute with a change brings one whole answer.
    expect(unchanged.bytes).toBeLessThan(400);
    expect(asks * unchanged.bytes).toBeLessThanOrEqual(24 * KB);
    expect(page.bytes + (asks - 1) * unchanged.bytes).toBeLessThanOrEqual(24 * KB);
    expect(data.bytes + (asks - 1) * dataUnchanged.bytes).toBeLessThanOrEqual(12 * KB);
  });

  it("answers a changed order whole, with a new tag, and an ended one stops refreshing", async () => {
    const before = await customer.get(order);
    const tag = before.headers.get("ETag")!;
    expect(await before.text()).toContain('http-equiv="refresh"');
    const cancelled = await customer.post(order, { intent: "abandon" });
    expect(cancelled.status).toBe(303);
    await customer.get(order); // the "cancelled" message, once
    const after = await customer.get(order, { "If-None-Match": tag });
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(tag);
    const html = await after.text();
    expect(html).toContain('data-status="abandoned"');
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it("keeps an unknown order's 404 out of every cache", async () => {
    const missing = await customer.get("/en-kw/order/KW-NOTHING1");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("ETag")).toBeNull();
    expect(missing.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("conditional answers' rules", () => {
  it("revalidates a 200 to a GET that says no-cache without no-store", () => {
    expect(revalidatable("GET", 200, "private, no-cache")).toBe(true);
    expect(revalidatable("HEAD", 200, "no-cache")).toBe(true);
    expect(revalidatable("POST", 200, "private, no-cache")).toBe(false);
    expect(revalidatable("GET", 404, "private, no-cache")).toBe(false);
    expect(revalidatable("GET", 200, "private, no-store")).toBe(false);
    expect(revalidatable("GET", 200, "no-cache, no-store")).toBe(false);
    expect(revalidatable("GET", 200, null)).toBe(false);
  });

  it("compares tags weakly, in a list, or any with *", () => {
    expect(matches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matches('"abc"', 'W/"abc"')).toBe(true);
    expect(matches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matches("*", 'W/"abc"')).toBe(true);
    expect(matches('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(matches(undefined, 'W/"abc"')).toBe(false);
  });

  it("leaves the nonce out of the tag, but not where it stood", () => {
    const page = (nonce: string) =>
      Buffer.from(`<script nonce="${nonce}">a</script><p>b</p><script nonce="${nonce}"></script>`);
    expect(entityTag(page("n1xx"), "n1xx")).toBe(entityTag(page("n2yy"), "n2yy"));
    expect(entityTag(Buffer.from("aNNb"), "NN")).not.toBe(entityTag(Buffer.from("ab"), "NN"));
    expect(splitAtNonce(page("n1xx"), "n1xx").map(String)).toEqual([
      '<script nonce="',
      '">a</script><p>b</p><script nonce="',
      '"></script>',
    ]);
    expect(splitAtNonce(Buffer.from("plain"), "").map(String)).toEqual(["plain"]);
  });
});
