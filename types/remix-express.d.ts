// @remix-run/express 2.17.5 defines these in dist/server.js but its index exports only
// createRequestHandler. server.ts uses them to commit the session once, after the route answered.
declare module "@remix-run/express/dist/server.js" {
  import type * as express from "express";
  export function createRemixRequest(req: express.Request, res: express.Response): Request;
  export function sendRemixResponse(res: express.Response, response: Response): Promise<void>;
}
