/*
 * A project's files as other features reach them (issue 36: a brand's review link shows a deliverable's
 * versions, their shared comments, and sends a version back as the creator would).
 */
export { createGuestComment, sharedComments } from "./comments";
export { serveFileContent } from "./content";
export { servePreview } from "./previews-routes";
export { sendBackForBrand } from "./review";
