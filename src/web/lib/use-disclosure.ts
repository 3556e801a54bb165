import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * A panel toggled by a button, like the dashboard header's mobile menu: it closes on navigation, on Escape
 * and on a tap or click outside the panel and its button, as users expect of a disclosure. Spread
 * `buttonProps` on the toggle and `panelProps` on the panel. (The public header's menu is a native popover,
 * which needs no script: components/public/site-header.tsx.)
 */
export function useDisclosure(panelId: string) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

  // Closed on navigation by adjusting state during render (React's advice), not in an effect.
  const [openPath, setOpenPath] = useState(pathname);
  if (openPath !== pathname) {
    setOpenPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const toggle = () => document.querySelector<HTMLElement>(`[aria-controls="${panelId}"]`);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Focus inside the closing panel would fall to the page body: it goes back to the toggle.
      if (document.getElementById(panelId)?.contains(document.activeElement)) toggle()?.focus();
      setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(`#${panelId}, [aria-controls="${panelId}"]`)) setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, panelId]);

  return {
    open,
    close: () => setOpen(false),
    buttonProps: {
      "aria-expanded": open,
      "aria-controls": panelId,
      "aria-label": open ? "Close menu" : "Open menu",
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
