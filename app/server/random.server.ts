// Random bytes for the ids and nonces every request needs (trace and span ids, the CSP nonce).
// Each `crypto.randomBytes` call costs a few microseconds whatever its size (a call into OpenSSL and
// a new ArrayBuffer), and a request made three of them. Bytes are drawn instead from a pool filled
// 4 KB at a time from the same CSPRNG, each byte handed out once: what Node does for randomUUID.
import { randomBytes, randomFillSync } from "node:crypto";

const POOL_BYTES = 4096;
const pool = Buffer.allocUnsafeSlow(POOL_BYTES);
let offset = POOL_BYTES;

function take(bytes: number): Buffer {
  if (bytes > POOL_BYTES) return randomBytes(bytes);
  if (offset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const start = offset;
  offset += bytes;
  return pool.subarray(start, offset);
}

/** `bytes` random bytes as lowercase hex. */
export function randomHex(bytes: number): string {
  return take(bytes).toString("hex");
}

/** `bytes` random bytes as base64. */
export function randomBase64(bytes: number): string {
  return take(bytes).toString("base64");
}
