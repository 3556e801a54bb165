import { z } from "zod";
import { CURRENCIES, isHttpUrl, MAX_MINOR, moneyInputValue, parseMoney } from "./deals";
import { PLATFORMS } from "./performance";
import { normalizeRole } from "./roles";
import { text } from "./text";

/*
 * A creator's media kit (issue 19, item 7): a one-page document brands open at /kit/{slug} without an
 * account. Off until the creator publishes it; the slug is its only address, so changing it retires the old
 * one at once. The public answer carries nothing private: no email, no notes, no deals, no user id.
 */

const SLUG_MIN = 3;
const SLUG_MAX = 60;
export const BIO_MAX = 2000;
export const MAX_PORTFOLIO_LINKS = 12;
export const MAX_RATES = 12;

/** Words a slug may not be: they read as the product's own pages, or could one day be one. */
const RESERVED_SLUGS = [
  "api",
  "admin",
  "login",
  "logout",
  "signup",
  "kit",
  "kits",
  "new",
  "edit",
  "settings",
  "dashboard",
  "help",
  "about",
  "contact",
  "preview",
  "creatordesk",
] as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slugSchema = text("Choose the address of your media kit")
  .trim()
  .min(SLUG_MIN, `At least ${SLUG_MIN} characters`)
  .max(SLUG_MAX, `At most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, "Use lowercase letters, digits and single hyphens between them")
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), "That address is reserved");

/**
 * The message of a slug another creator already has, or gave up less than SLUG_RESERVED_DAYS ago (409 with
 * this field error).
 */
export const SLUG_TAKEN = "That address is taken. Choose another one.";

/** Days a retired slug stays its creator's: nobody else may take it meanwhile (ADR 071). */
export const SLUG_RESERVED_DAYS = 30;

/** A slug suggested from a name: "Ada Lovelace!" → "ada-lovelace" (what the editor starts with). */
export function suggestSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
  if (slug.length < SLUG_MIN || (RESERVED_SLUGS as readonly string[]).includes(slug))
    return `${slug || "creator"}-kit`;
  return slug;
}

/** The public address of a kit, relative to the site. */
export const kitPath = (slug: string) => `/kit/${slug}`;

/** The subject the contact page starts with when a brand comes from a kit. */
export const kitContactSubject = (displayName: string) => `Working with ${displayName} (media kit)`;

/** The agency's contact page with the creator named, so the message says whom it is about. */
export const kitContactPath = (slug: string) => `/contact?about=${encodeURIComponent(slug)}`;

const portfolioLinkSchema = z
  .object({
    title: text("Give the link a title")
      .trim()
      .min(1, "Give the link a title")
      .max(120, "At most 120 characters"),
    url: text("Enter a link")
      .trim()
      .min(1, "Enter a link")
      .max(2000, "That link is too long")
      .refine(isHttpUrl, "Enter a link that starts with http:// or https://"),
  })
  .meta({ id: "MediaKitLink" });

const rateSchema = z
  .object({
    label: text("Say what the rate is for")
      .trim()
      .min(1, "Say what the rate is for")
      .max(120, "At most 120 characters"),
    amountMinor: z
      .number("Enter an amount")
      .int("Amounts are whole minor units")
      .min(0, "An amount cannot be negative")
      .max(MAX_MINOR, "That amount is too large"),
    currency: z.enum(CURRENCIES, "Choose a currency"),
  })
  .meta({ id: "MediaKitRate" });
export type MediaKitRate = z.infer<typeof rateSchema>;

/** What the creator saves (PUT /api/media-kit); the editor's form resolves with the same schema. */
export const mediaKitInputSchema = z
  .object({
    slug: slugSchema,
    published: z.boolean(),
    displayName: text("Give the name brands will see")
      .trim()
      .min(1, "Give the name brands will see")
      .max(120, "At most 120 characters"),
    bio: text()
      .trim()
      .max(BIO_MAX, `At most ${BIO_MAX.toLocaleString("en-US")} characters`),
    portfolioLinks: z
      .array(portfolioLinkSchema)
      .max(MAX_PORTFOLIO_LINKS, `At most ${MAX_PORTFOLIO_LINKS} links`),
    showRates: z.boolean(),
    rates: z.array(rateSchema).max(MAX_RATES, `At most ${MAX_RATES} rates`),
  })
  .meta({ id: "MediaKitInput" });
export type MediaKitInput = z.input<typeof mediaKitInputSchema>;
export type MediaKitValues = z.output<typeof mediaKitInputSchema>;

/**
 * The editor's form: the same fields, a rate's amount as typed ("1,250.50") in its currency's major unit,
 * checked here so that the form shows the message under the field; `toKitInput` turns it into the request.
 */
export const mediaKitFormSchema = mediaKitInputSchema.extend({
  rates: z
    .array(
      z
        .object({
          label: rateSchema.shape.label,
          amount: text().trim().min(1, "Enter an amount"),
          currency: rateSchema.shape.currency,
        })
        .refine((rate) => parseMoney(rate.amount, rate.currency) !== null, {
          message: "Enter an amount such as 1250 or 1250.50 (no more decimals than the currency has)",
          path: ["amount"],
        }),
    )
    .max(MAX_RATES, `At most ${MAX_RATES} rates`),
});
export type MediaKitForm = z.input<typeof mediaKitFormSchema>;

export const toKitInput = (form: z.output<typeof mediaKitFormSchema>): MediaKitInput => ({
  ...form,
  rates: form.rates.map((rate) => ({
    label: rate.label,
    currency: rate.currency,
    amountMinor: parseMoney(rate.amount, rate.currency) ?? 0,
  })),
});

/** A saved kit as the editor's form starts. */
export const toKitForm = (kit: MediaKit): MediaKitForm => ({
  slug: kit.slug,
  published: kit.published,
  displayName: kit.displayName,
  bio: kit.bio,
  portfolioLinks: kit.portfolioLinks,
  showRates: kit.showRates,
  rates: kit.rates.map((rate) => ({
    label: rate.label,
    currency: rate.currency as MediaKitRate["currency"],
    amount: moneyInputValue(rate.amountMinor, rate.currency),
  })),
});

/** The creator's own kit (GET/PUT /api/media-kit): `saved` is false for the defaults of a kit never saved. */
export const mediaKitSchema = z
  .object({
    slug: z.string(),
    published: z.boolean(),
    displayName: z.string(),
    bio: z.string(),
    portfolioLinks: z.array(z.object({ title: z.string(), url: z.string() })),
    showRates: z.boolean(),
    rates: z.array(z.object({ label: z.string(), amountMinor: z.number().int(), currency: z.string() })),
    saved: z.boolean(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: "MediaKit" });
export type MediaKit = z.infer<typeof mediaKitSchema>;

const figuresSchema = z.object({
  views: z.number(),
  watchHours: z.number(),
  netSubscribers: z.number(),
  /** days with figures in the period: fewer than its length when the imports do not cover all of it */
  days: z.number().int(),
});
export type KitFigures = z.infer<typeof figuresSchema>;

/** The public kit (GET /api/kits/{slug}): public fields only. */
export const publicKitSchema = z
  .object({
    slug: z.string(),
    displayName: z.string(),
    bio: z.string(),
    /** the creator's photo at the kit's own address, or null without one */
    photoUrl: z.string().nullable(),
    channels: z.array(
      z.object({
        name: z.string(),
        platform: z.enum(PLATFORMS),
        url: z.string(),
        last28: figuresSchema,
        last90: figuresSchema,
      }),
    ),
    portfolioLinks: z.array(z.object({ title: z.string(), url: z.string() })),
    /** null unless the creator shows their rates */
    rates: z
      .array(z.object({ label: z.string(), amountMinor: z.number().int(), currency: z.string() }))
      .nullable(),
    /** the last day the figures count (UTC) */
    asOf: z.string(),
  })
  .meta({ id: "PublicMediaKit" });
export type PublicKit = z.infer<typeof publicKitSchema>;

export const kitParamsSchema = z.object({
  slug: z.string().max(200).meta({ description: "The kit's address", example: "ada-lovelace" }),
});

const DESCRIPTION_MAX = 200;

/** The description of a kit for search results and link previews: the bio's start, or a plain sentence. */
function kitDescription(kit: Pick<PublicKit, "displayName" | "bio" | "channels">): string {
  const bio = kit.bio.replace(/\s+/g, " ").trim();
  if (!bio) {
    const count = kit.channels.length;
    return `${kit.displayName}'s media kit${count ? `: ${count} channel${count === 1 ? "" : "s"} and their latest figures` : ""}.`;
  }
  return bio.length > DESCRIPTION_MAX ? `${bio.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : bio;
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };

/**
 * The head of a kit's page: its title, description, Open Graph and Twitter tags. The same list for the page
 * the server renders (what a link preview reads) and for the app's route. `origin` makes the URLs absolute.
 */
export function kitMetaTags(kit: PublicKit, origin: string): MetaTag[] {
  const title = `${kit.displayName} — Media kit`;
  const description = kitDescription(kit);
  const image = kit.photoUrl ? new URL(kit.photoUrl, origin).href : null;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "profile" },
    { property: "og:url", content: new URL(kitPath(kit.slug), origin).href },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** Only creators keep a media kit (staff have no channels to show brands). */
export const keepsMediaKit = (role: unknown) => normalizeRole(role) === "creator";
