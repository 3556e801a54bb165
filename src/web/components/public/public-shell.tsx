import type { ReactNode } from "react";
import { ServerUnreachable } from "~/web/components/server-unreachable";
import { SkipLink } from "~/web/components/skip-link";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { TopBar } from "./top-bar";

/**
 * The frame of every public page (and of the not-found page): skip link, top bar, header, footer, and the
 * chat's launcher, which the route brings (`chat`: the chat feature's, composed by the route, not imported by
 * a shared component).
 */
export function PublicShell({ children, chat }: { children: ReactNode; chat: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar />
      <SiteHeader />
      <ServerUnreachable />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      {chat}
    </div>
  );
}
