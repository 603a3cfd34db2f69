// @remix-run/express exports these at runtime (dist/server.js) but leaves them out of its .d.ts.
// server.ts uses them to commit the session once, after the route has answered.
import "@remix-run/express";
import type * as express from "express";

declare module "@remix-run/express" {
  export function createRemixRequest(req: express.Request, res: express.Response): Request;
  export function sendRemixResponse(res: express.Response, response: Response): Promise<void>;
}
