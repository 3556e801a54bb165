import { markReady } from "../ready";

/*
 * The header's Creator Dashboard button on a static page (spec section 2): a link to /login, invisible
 * until the session is known (components/public/dashboard-button.tsx), then /creator-dashboard when signed
 * in. A sign-out in another tab reaches it without a reload: better-auth tells other tabs through this
 * localStorage key. A plain fetch, as lib/session-lite.ts does: no auth client on the public pages.
 */
const AUTH_BROADCAST_KEY = "better-auth.message";
const links = document.querySelectorAll<HTMLAnchorElement>('[data-island="session"]');

async function refresh() {
  const body: unknown = await fetch("/api/auth/get-session", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
    // the page comes first: the button is the one thing waiting for this answer
    priority: "low",
  })
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null);
  const signedIn = !!body && typeof body === "object" && "user" in body;
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
