import { linkHeaders, linkLimits } from "../../lib/link-tokens";

/*
 * What every address of a brand's link gets (issue 36): no referrer (the token is in the path), no index, no
 * cache; and rate limits per token and per client, counted in the database so every instance shares them.
 * A video's range requests count too, so the reads' limits are generous; writes have their own, tighter.
 */

/** Requests a minute: reads (the page, its files' bytes), writes (comments, verdicts). */
const BRAND_LINK_LIMITS = { read: { token: 600, client: 1200 }, write: { token: 30, client: 60 } };

/** The headers of a link's page and API: set before the handler, kept whatever it answers. */
export const brandLinkHeaders = linkHeaders;

/** Rate limits of `/api/{review,report}/{token}/…`: by the token (hashed in the key) and by the client. */
export const brandLinkLimits = linkLimits("brand-link", (env) => ({
  read: env.BRAND_LINK_READ_LIMIT
    ? { token: env.BRAND_LINK_READ_LIMIT, client: 2 * env.BRAND_LINK_READ_LIMIT }
    : BRAND_LINK_LIMITS.read,
  write: BRAND_LINK_LIMITS.write,
}));
