import "react";

// HTML's `blocking` attribute (render-blocking links, scripts and styles), not yet in @types/react 18.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface LinkHTMLAttributes<T> {
    blocking?: "render";
  }
}
