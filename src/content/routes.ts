/** The public pages, prerendered to HTML at build time. */
export const publicPaths = [
  "/",
  "/services",
  "/portfolio",
  "/about",
  "/contact",
  "/legal",
  "/login",
] as const;
