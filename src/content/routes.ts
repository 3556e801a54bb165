/**
 * The public site's pages: static HTML rendered at build time with small islands of script, no framework
 * runtime (src/web/site, docs/decisions/077).
 */
export const sitePaths = ["/", "/services", "/portfolio", "/about", "/contact", "/legal"] as const;

/** The app's own public pages, prerendered by React Router (the sign-in is the app's: ADR 077). */
export const appPublicPaths = ["/login"] as const;
