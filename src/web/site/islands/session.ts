import { AUTH_BROADCAST_KEY, isSignedIn } from "~/web/lib/session-check";
import { markReady } from "../ready";

/*
 * The header's Creator Dashboard button on a static page (spec section 2): a link to /login, invisible
 * until the session is known (components/public/dashboard-button.tsx), then /creator-dashboard when signed
 * in. A sign-out in another tab reaches it without a reload (better-auth's broadcast). The same plain
 * question as the app's public frame asks (lib/session-check.ts): no auth client on the public pages.
 */
const links = document.querySelectorAll<HTMLAnchorElement>('[data-island="session"]');

async function refresh() {
  // the page comes first: the button is the one thing waiting for this answer
  const signedIn = await isSignedIn({ priority: "low" });
  for (const link of links) {
    link.href = signedIn ? "/creator-dashboard" : "/login";
    link.classList.remove("invisible");
    link.removeAttribute("data-testid");
  }
}

addEventListener("storage", (event) => {
  if (event.key === AUTH_BROADCAST_KEY) void refresh();
});
void refresh().then(() => markReady("session"));
