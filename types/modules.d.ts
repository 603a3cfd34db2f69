/** Classic Remix compiler: importing a stylesheet gives its URL. */
declare module "*.css" {
  const href: string;
  export default href;
}
