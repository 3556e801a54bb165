import type { ReactNode } from "react";
import { ChatLauncher } from "./chat-launcher";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { TopBar } from "./top-bar";

/** The frame of every public page (and of the not-found page): skip link, top bar, header, footer, chat. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-semibold focus:shadow-lg"
      >
        Skip to main content
      </a>
      <TopBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}
