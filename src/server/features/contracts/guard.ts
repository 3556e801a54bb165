import { linkHeaders, linkLimits } from "../../lib/link-tokens";

/*
 * What every address of a signer's link gets (issue 37): the brand links' headers (no referrer, no index, no
 * cache) and rate limits by the token and by the client, shared by every instance. Signing is a few
 * requests: the limits are tight.
 */
export const signLinkHeaders = linkHeaders;

export const signLinkLimits = linkLimits("sign-link", () => ({
  read: { token: 120, client: 600 },
  write: { token: 10, client: 60 },
}));
