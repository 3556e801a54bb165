import type { Route } from "./+types/site-page";

/*
 * A page of the public site reached from inside the app (the dashboard's Main Site link, the login page's
 * header): the site's pages are static documents (src/web/site, ADR 077), so the browser loads that one.
 */

export function meta() {
  return [{ title: "CreatorDesk" }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  window.location.assign(new URL(request.url).pathname);
  // the document that replaces this one answers; nothing to render meanwhile
  return new Promise<never>(() => {});
}

export default function SitePage() {
  return null;
}
