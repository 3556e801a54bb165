import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * Whether content of a measured natural width fits in a container, kept up to date as either resizes.
 * `measure` returns the width the content needs; the container's own padding is taken off its width. It is
 * decided before the browser paints, so the first frame already shows the right layout.
 */
export function useFits(
  container: RefObject<HTMLElement | null>,
  measure: () => number,
  content: RefObject<HTMLElement | null>,
) {
  const [fits, setFits] = useState(false);
  useLayoutEffect(() => {
    const box = container.current;
    if (!box) return;
    const check = () => {
      const style = getComputedStyle(box);
      const available =
        box.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      setFits(measure() <= available);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, [container, content, measure]);
  return fits;
}
