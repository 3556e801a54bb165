/* A channel's figures as people read them: the performance pages', the media kit's and the report's. */

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const hours = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A count as people read it: "12,345". */
export const formatCount = (value: number) => whole.format(value);
export const formatHours = (value: number) => hours.format(value);
/** Net subscribers with their sign: "+45", "−3". */
export const formatSigned = (value: number) =>
  value > 0 ? `+${whole.format(value)}` : value < 0 ? `−${whole.format(-value)}` : "0";
