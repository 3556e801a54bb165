import { messages } from "~/domain/messages";
import { BrandLogo } from "~/web/components/public/brand-logo";
import { linkButtonClass } from "~/web/components/public/link-button";

/*
 * What a brand with an old or mistyped kit link reads: rendered by the server with no script at all (like
 * the kit itself, features/media-kit/page.tsx), so it reads the same with scripts blocked; plain links out.
 */
export function KitUnavailable() {
  const text = messages.mediaKit.unavailable;
  return (
    <main className="mx-auto flex min-h-svh max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <BrandLogo />
      <p className="text-sm font-semibold tracking-wider text-primary uppercase">404</p>
      <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
      <p className="text-lg text-muted-foreground">{text.body}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <a href="/" className={linkButtonClass({})}>
          {text.home}
        </a>
        <a href="/contact" className={linkButtonClass({ variant: "outline" })}>
          {text.contact}
        </a>
      </div>
    </main>
  );
}
