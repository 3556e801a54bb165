/**
 * The first load's safety net, inlined as a classic script in the <head> of the app's pages (not the public
 * site's static pages: they have no app to start, ADR 077): if the page's module
 * script cannot load its imports (a file missing after a deploy, a dropped connection), the page is reloaded
 * once, as loadChunk() does later on; if that happened a minute ago already, or if a form holds text the
 * person typed (a prerendered form works before its scripts: lib/typed-text.ts), a notice with a Reload button
 * appears over the (prerendered, readable) page instead: nothing typed is thrown away, and the page is not
 * left silently dead. Self-contained: it is serialised with Function.prototype.toString, and it listens with
 * addEventListener (the Content-Security-Policy forbids inline event handler attributes).
 */
/**
 * The notice "This page could not finish loading" with a Reload button, at the bottom of the page, once.
 * Self-contained as well: the boot guard gets it as an argument, and loadChunk() shows the same one.
 */
export function showLoadNotice(text: string) {
  if (document.getElementById("load-failed-notice")) return;
  const box = document.createElement("div");
  box.id = "load-failed-notice";
  box.setAttribute("role", "alert");
  box.className =
    "fixed inset-x-4 bottom-4 z-[100] mx-auto flex max-w-lg flex-wrap items-center gap-3 rounded-lg border bg-background p-4 text-sm shadow-lg";
  const paragraph = document.createElement("p");
  paragraph.className = "flex-1";
  paragraph.textContent = text;
  const button = document.createElement("button");
  button.type = "button";
  button.className =
    "inline-flex h-10 items-center rounded-lg bg-primary px-4 font-semibold text-primary-foreground";
  button.textContent = "Reload";
  button.addEventListener("click", () => location.reload());
  box.append(paragraph, button);
  document.body.append(box);
}

export function bootGuard(
  key: string,
  windowMs: number,
  typedTextKey: string,
  notice: string,
  showNotice: (text: string) => void,
) {
  const fail = () => {
    const typed = (window as unknown as Record<string, unknown>)[typedTextKey];
    const holdsTypedText = typeof typed === "function" && typed() === true;
    try {
      const last = Number(sessionStorage.getItem(key)) || 0;
      if (!holdsTypedText && Date.now() - last > windowMs) {
        sessionStorage.setItem(key, String(Date.now()));
        location.reload();
        return;
      }
    } catch {
      // no storage: show the notice rather than risk a reload loop
    }
    showNotice(notice);
  };
  // the page's module script imports the entry dynamically (React Router's bootstrap): a failure is a
  // rejection nobody handles; the app's own later loads handle theirs (lib/chunk-load.ts)
  addEventListener("unhandledrejection", (event) => {
    const reason = (event as PromiseRejectionEvent).reason;
    if (/dynamically imported module|Importing a module script failed/i.test(String(reason?.message ?? "")))
      fail();
  });
  // and its route modules statically: their failure is an error event on the script
  addEventListener(
    "error",
    (event) => {
      const el = event.target as HTMLScriptElement | null;
      if (el?.tagName === "SCRIPT" && el.type === "module") fail();
    },
    true,
  );
}
