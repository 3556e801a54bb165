/* The look the charts share (recharts, loaded lazily with the pages that draw them). */

/** Axis labels: small, muted. */
export const chartTick = { fontSize: 12, fill: "var(--color-muted-foreground)" };

/** The tooltip's box, as the app's popovers. */
export const chartTooltipStyle = {
  borderRadius: 8,
  border: "1px solid var(--color-border)",
  background: "var(--color-popover)",
  color: "var(--color-popover-foreground)",
  fontSize: 13,
};
