import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * A panel toggled by a button, like the headers' mobile menus: it closes on navigation and on Escape, as
 * users expect of a disclosure. Spread `buttonProps` on the toggle and `panelProps` on the panel. Only
 * React and React Router here: the public pages' header uses it and must stay light.
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
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

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
