/** Where the Contact form's draft waits in this tab (ADR 045's key for a signed-out visitor's form). */
export const CONTACT_DRAFT_KEY = "creatordesk:draft:guest:contact";
