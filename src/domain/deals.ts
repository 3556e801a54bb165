import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./paging";
import { normalizeRole } from "./roles";
import { text } from "./text";

/*
 * Brand deals (issue 19): the agency's sponsorship pipeline. One brand and one creator per deal; money in
 * integer minor units of an ISO 4217 currency (never floats); THE STAGE TABLE below, used by the server to
 * enforce every move and by the screens to offer only the moves it allows.
 */

/* Money. */

/** The currencies a deal may be in (ISO 4217). Their minor units come from Intl (JPY and KRW have none). */
export const CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "NZD",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "JPY",
  "KRW",
  "INR",
  "SGD",
  "HKD",
  "BRL",
  "MXN",
  "ZAR",
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";

/**
 * The largest value a deal may have, in minor units (a trillion dollars in cents). Far above any sponsorship;
 * it keeps `value × basis points` inside a PostgreSQL bigint and every amount a safe JavaScript integer.
 */
export const MAX_MINOR = 100_000_000_000_000;

/** Digits after the decimal point of a currency's minor unit: 2 for USD, 0 for JPY. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/**
 * An amount of minor units: a number (one deal's, always a safe integer), or a total too large for one, as
 * a bigint or a string of its digits ("9007199254740993"; the revenue figures, ADR 071).
 */
export type MinorAmount = number | bigint | string;

/** `minor` as the exact decimal string of the major unit ("1234.05"), built from integers only. */
function minorToDecimal(minor: MinorAmount, currency: string): string {
  const digits = minorDigits(currency);
  const amount = typeof minor === "number" ? BigInt(Math.trunc(minor)) : BigInt(minor);
  const negative = amount < 0n;
  const s = (negative ? -amount : amount).toString().padStart(digits + 1, "0");
  const whole = digits === 0 ? s : s.slice(0, -digits);
  const frac = digits === 0 ? "" : `.${s.slice(-digits)}`;
  return `${negative ? "-" : ""}${whole}${frac}`;
}

/** An amount of minor units as people read it: "$1,234.05", "¥1,200". Formats the exact decimal, not a float. */
export function formatMoney(minor: MinorAmount, currency: string, locale = "en-US"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(
    minorToDecimal(minor, currency) as unknown as number,
  );
}

/** The amount in the major unit as a plain decimal for forms and CSV: "1234.05" (USD), "1200" (JPY). */
export const moneyInputValue = (minor: MinorAmount, currency: string) => minorToDecimal(minor, currency);

/**
 * What a person typed ("1,234.5", "1234.05", "1200") in minor units of `currency`, or null when it is not an
 * amount (negative, too many decimals for the currency, over MAX_MINOR). No floating point is involved.
 */
export function parseMoney(input: string, currency: string): number | null {
  const cleaned = input.trim().replace(/[,\s_]/g, "");
  const digits = minorDigits(currency);
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const whole = match[1] ?? "0";
  const frac = match[2] ?? "";
  if (frac.length > digits) return null;
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(frac.padEnd(digits, "0") || "0");
  if (minor > BigInt(MAX_MINOR)) return null;
  return Number(minor);
}

/* Commission and payout: computed here and nowhere else. */

/** Commission rates are stored in basis points: 2000 = 20%. */
export const DEFAULT_COMMISSION_BPS = 2000;
export const MAX_COMMISSION_BPS = 10_000;

/** The agency's commission on a value: value × rate, rounded half up to the minor unit (integers only). */
export function commissionOf(valueMinor: number, commissionBps: number): number {
  const product = BigInt(valueMinor) * BigInt(commissionBps);
  return Number((product + 5_000n) / 10_000n);
}

/** The creator's payout: the value minus the agency's commission. */
export const payoutOf = (valueMinor: number, commissionBps: number) =>
  valueMinor - commissionOf(valueMinor, commissionBps);

/** "20%", "12.5%" for a rate in basis points. */
export const formatRate = (bps: number) =>
  `${(bps / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;

/* Stages: THE STAGE TABLE. */

export const DEAL_STAGES = [
  "Lead",
  "Pitched",
  "Negotiating",
  "Contracted",
  "In production",
  "Delivered",
  "Invoiced",
  "Paid",
  "Lost",
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

/** Stages a deal is still open in: it may be lost from any of them. */
export const OPEN_STAGES = [
  "Lead",
  "Pitched",
  "Negotiating",
  "Contracted",
  "In production",
  "Delivered",
  "Invoiced",
] as const satisfies readonly DealStage[];

/** Booked: contracted or later, and not lost (the revenue page's "booked"). */
export const BOOKED_STAGES = [
  "Contracted",
  "In production",
  "Delivered",
  "Invoiced",
  "Paid",
] as const satisfies readonly DealStage[];

/**
 * THE STAGE TABLE: where a deal may go from each stage. Anything else is refused with 409 and changes
 * nothing. Forward one stage at a time, except that a deal not yet contracted may skip ahead to any stage up
 * to Contracted (a brand that comes in ready to sign); back one stage to correct a slip; Lost from any open
 * stage (with a reason); a lost deal may be reopened as a Lead. Paid is final.
 */
export const DEAL_MOVES: Record<DealStage, readonly DealStage[]> = {
  Lead: ["Pitched", "Negotiating", "Contracted", "Lost"],
  Pitched: ["Lead", "Negotiating", "Contracted", "Lost"],
  Negotiating: ["Pitched", "Contracted", "Lost"],
  Contracted: ["In production", "Lost"],
  "In production": ["Contracted", "Delivered", "Lost"],
  Delivered: ["In production", "Invoiced", "Lost"],
  Invoiced: ["Delivered", "Paid", "Lost"],
  Paid: [],
  Lost: ["Lead"],
};

/**
 * Where a new deal may start: at Lead, or as far ahead as a Lead may skip (up to Contracted: a brand that comes
 * in ready to sign). The board's quick-add in a column starts the deal in that column.
 */
export const NEW_DEAL_STAGES = [
  "Lead",
  "Pitched",
  "Negotiating",
  "Contracted",
] as const satisfies readonly DealStage[];
export type NewDealStage = (typeof NEW_DEAL_STAGES)[number];
export const isNewDealStage = (stage: string): stage is NewDealStage =>
  (NEW_DEAL_STAGES as readonly string[]).includes(stage);

export const canMoveDeal = (from: string, to: string): boolean =>
  (DEAL_MOVES[from as DealStage] ?? []).includes(to as DealStage);

/**
 * Issue 38: issuing an invoice takes a booked deal not yet invoiced (Contracted, In production, Delivered) to
 * Invoiced, at once: an agency may invoice up front. Any other stage stays (an invoice of an Invoiced deal, a
 * second one). A deal is invoiced once booked (BOOKED_STAGES). Only this system move skips stages; people still move deals by DEAL_MOVES.
 */
export const stageOnIssue = (stage: string): DealStage =>
  stage === "Contracted" || stage === "In production" || stage === "Delivered"
    ? "Invoiced"
    : (stage as DealStage);

/** Why a move is refused, in a person's words (the 409 message and the board's toast). */
export function refusedDealMoveText(from: string, to: string): string {
  if (from === to) return `The deal is already ${from}.`;
  if (from === "Paid") return "A paid deal is closed.";
  return `A deal cannot go from ${from} to ${to}.`;
}

/**
 * The chance that a deal of each stage is won, in percent: the weighted forecast is Σ value × probability.
 * Set here and nowhere else.
 */
export const STAGE_PROBABILITY: Record<DealStage, number> = {
  Lead: 10,
  Pitched: 25,
  Negotiating: 50,
  Contracted: 90,
  "In production": 95,
  Delivered: 100,
  Invoiced: 100,
  Paid: 100,
  Lost: 0,
};

/* Deliverables. */

export const DELIVERABLE_KINDS = ["dedicated_video", "integration", "short", "live_stream", "post"] as const;
export type DeliverableKind = (typeof DELIVERABLE_KINDS)[number];
export const DELIVERABLE_KIND_LABEL: Record<DeliverableKind, string> = {
  dedicated_video: "Dedicated video",
  integration: "Integration",
  short: "Short",
  live_stream: "Live stream",
  post: "Post",
};

export const DELIVERABLE_STATUSES = [
  "To do",
  "In progress",
  "Submitted for approval",
  "Approved",
  "Published",
] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];

/** The statuses a creator may mark themselves: only Submitted for approval (with its link), from these. */
export const CREATOR_SUBMITTABLE_FROM: readonly DeliverableStatus[] = ["To do", "In progress"];

/** A deliverable is overdue when its due date has passed and it is not yet approved or published. */
export const DELIVERABLE_DONE: readonly DeliverableStatus[] = ["Approved", "Published"];

export const PLATFORMS = ["YouTube", "TikTok", "Instagram", "Twitch", "X", "Other"] as const;

/* Documents. */

export const DOCUMENT_KINDS = ["contract", "brief", "invoice", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABEL: Record<DocumentKind, string> = {
  contract: "Contract",
  brief: "Brief",
  invoice: "Invoice",
  other: "Other",
};
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** What a document may be, told by its content (never by its name or the type the browser claims). */
export const DOCUMENT_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
] as const;

/* Request schemas. */

const httpUrlMessage = "Enter a link that starts with http:// or https://";
export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};
const optionalUrl = text()
  .trim()
  .max(2000, "That link is too long")
  .refine((value) => value === "" || isHttpUrl(value), httpUrlMessage)
  .optional()
  .default("");
const requiredUrl = (message: string) =>
  text(message).trim().min(1, message).max(2000, "That link is too long").refine(isHttpUrl, httpUrlMessage);
const shortText = (max = 200) =>
  text()
    .trim()
    .max(max, `At most ${max.toLocaleString("en-US")} characters`)
    .optional()
    .default("");
const isoDate = z.iso.date("Enter a date").nullable().optional().default(null);

const brandContactInputSchema = z
  .object({
    name: text("Give the contact's name").trim().min(1, "Give the contact's name").max(200),
    role: shortText(),
    email: z
      .union([z.literal(""), z.email("Enter an email address").max(320)])
      .optional()
      .default(""),
    phone: shortText(50),
  })
  .meta({ id: "BrandContactInput" });

/* The brand's billing details (kept on the brand, copied onto an invoice when it is issued). */
const brandBillingSchema = z
  .object({
    /** the legal name invoiced (the brand's name when empty) */
    legalName: shortText(200),
    address: shortText(1000),
    /** the billing contact: invoices and reminders are emailed here */
    email: z
      .union([z.literal(""), z.email("Enter an email address").max(320)])
      .optional()
      .default(""),
    taxId: shortText(100),
  })
  .meta({ id: "BrandBilling" });

export const brandInputSchema = z
  .object({
    name: text("Give the brand a name")
      .trim()
      .min(1, "Give the brand a name")
      .max(200, "At most 200 characters"),
    website: optionalUrl,
    industry: shortText(),
    notes: shortText(5000),
    contacts: z.array(brandContactInputSchema).max(20, "At most 20 contacts").optional().default([]),
    /** issue 38: omitted on an edit, the brand's billing details stay as they are */
    billing: brandBillingSchema.optional(),
  })
  .meta({ id: "BrandInput" });
export type BrandInput = z.input<typeof brandInputSchema>;

export const listBrandsQuerySchema = pageQuerySchema.extend({
  search: text().trim().max(200, "Search is too long").optional(),
});

const money = z
  .number("Enter an amount")
  .int("Amounts are whole minor units")
  .min(0, "An amount cannot be negative")
  .max(MAX_MINOR, "That amount is too large");
const commissionBps = z
  .number("Enter a commission")
  .int("Commission is in whole basis points")
  .min(0, "Commission cannot be negative")
  .max(MAX_COMMISSION_BPS, "Commission cannot be over 100%");

export const dealInputSchema = z
  .object({
    brandId: z.uuid("Choose a brand"),
    creatorId: text("Choose a creator").min(1, "Choose a creator").max(100),
    title: text("Give the deal a title")
      .trim()
      .min(1, "Give the deal a title")
      .max(200, "At most 200 characters"),
    valueMinor: money,
    currency: z.enum(CURRENCIES, "Choose a currency"),
    /** omitted or null: the creator's default commission */
    commissionBps: commissionBps.nullable().optional().default(null),
    expectedCloseDate: isoDate,
    /** a manager; omitted: the caller */
    ownerId: text().min(1).max(100).nullable().optional().default(null),
    notes: shortText(10_000),
    /** where the deal starts (omitted: Lead) */
    stage: z
      .enum(NEW_DEAL_STAGES, "A new deal starts at Lead, Pitched, Negotiating or Contracted")
      .optional()
      .default("Lead"),
  })
  .meta({ id: "DealInput" });
export type DealInput = z.input<typeof dealInputSchema>;

const LOST_REASON_MISSING = "Say why the deal was lost";
const lostReason = shortText(1000);

export const dealMoveSchema = z
  .object({
    /** the stage the mover saw: the move is refused (409, with the current stage) if it has changed since */
    from: z.enum(DEAL_STAGES, "Unknown stage"),
    to: z.enum(DEAL_STAGES, "Unknown stage"),
    lostReason,
  })
  .refine((m) => m.to !== "Lost" || m.lostReason.length > 0, {
    message: LOST_REASON_MISSING,
    path: ["lostReason"],
  })
  .meta({ id: "DealMove" });

/** The Mark as lost dialog: the reason a move to Lost carries (dealMoveSchema), which it must have. */
export const lostReasonSchema = z
  .object({ lostReason })
  .refine((m) => m.lostReason.length > 0, { message: LOST_REASON_MISSING, path: ["lostReason"] });
export type DealMove = z.input<typeof dealMoveSchema>;

export const DEAL_SORTS = ["newest", "value_desc", "value_asc", "close_asc", "close_desc"] as const;
/** The filters the board and the list share: creator, brand, owner, a search of the title or the brand. */
const dealFilters = {
  creatorId: text().min(1).max(100).optional(),
  brandId: z.uuid("No such brand.").optional(),
  ownerId: text().min(1).max(100).optional(),
  search: text().trim().max(200, "Search is too long").optional(),
};
export const listDealsQuerySchema = pageQuerySchema.extend({
  stage: z.enum(DEAL_STAGES, "Unknown stage").optional(),
  ...dealFilters,
  sort: z.enum(DEAL_SORTS, "Unknown sort").optional().default("newest"),
});
export type ListDealsQuery = z.input<typeof listDealsQuerySchema>;
/** The board, narrowed by the list's filters (issue 35: a saved view shows on either). */
export const dealBoardQuerySchema = z.object(dealFilters);
export type DealBoardQuery = z.infer<typeof dealBoardQuerySchema>;

/*
 * Saved views of the pipeline (issue 35, as Pipedrive's filters): a manager names the filters and the view
 * (board or list) they use often; each manager's own, at most DEAL_VIEWS_MAX, names unique per manager.
 */
export const DEAL_VIEWS_MAX = 50;
export const dealViewFiltersSchema = z
  .object({
    view: z.enum(["board", "list"], "Board or list").optional(),
    stage: z.enum(DEAL_STAGES, "Unknown stage").optional(),
    ...dealFilters,
    sort: z.enum(DEAL_SORTS, "Unknown sort").optional(),
  })
  .meta({ id: "DealViewFilters" });
export type DealViewFilters = z.infer<typeof dealViewFiltersSchema>;
export const dealViewInputSchema = z
  .object({
    name: text("Name the view").trim().min(1, "Name the view").max(60, "At most 60 characters"),
    filters: dealViewFiltersSchema,
  })
  .meta({ id: "DealViewInput" });
export type DealViewInput = z.input<typeof dealViewInputSchema>;
export const dealViewSchema = z
  .object({ id: z.string(), name: z.string(), filters: dealViewFiltersSchema, createdAt: z.string() })
  .meta({ id: "DealView" });
export type DealView = z.infer<typeof dealViewSchema>;
export const dealViewPageSchema = pageSchema(dealViewSchema, "DealViewPage");
export const dealViewParamsSchema = z.object({ id: z.uuid("No such view.") });

export const creatorCommissionSchema = z.object({ commissionBps }).meta({ id: "CreatorCommissionInput" });

export const deliverableInputSchema = z
  .object({
    kind: z.enum(DELIVERABLE_KINDS, "Choose a kind"),
    platform: z.enum(PLATFORMS, "Choose a platform"),
    dueDate: isoDate,
    status: z.enum(DELIVERABLE_STATUSES, "Unknown status").optional().default("To do"),
    /** the link of the submitted draft or of the published post */
    link: optionalUrl,
    /** an editing project, design request or campaign of the deal's creator */
    projectId: z.uuid("No such request.").nullable().optional().default(null),
  })
  .refine((d) => d.status !== "Published" || d.link.length > 0, {
    message: "Give the link of the published post",
    path: ["link"],
  })
  .meta({ id: "DeliverableInput" });
export type DeliverableInput = z.input<typeof deliverableInputSchema>;

export const deliverableSubmitSchema = z
  .object({ link: requiredUrl("Give the link of what you submit") })
  .meta({ id: "DeliverableSubmit" });

export const dealParamsSchema = z.object({ id: z.uuid("No such deal.") });
export const brandParamsSchema = z.object({ id: z.uuid("No such brand.") });

/* Response schemas. */

const personSchema = z.object({ id: z.string(), name: z.string() }).nullable();

const brandContactSchema = z
  .object({ id: z.string(), name: z.string(), role: z.string(), email: z.string(), phone: z.string() })
  .meta({ id: "BrandContact" });

export const brandSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    website: z.string(),
    industry: z.string(),
    notes: z.string(),
    contacts: z.array(brandContactSchema),
    billing: z.object({ legalName: z.string(), address: z.string(), email: z.string(), taxId: z.string() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Brand" });
export type Brand = z.infer<typeof brandSchema>;

const brandListItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    website: z.string(),
    industry: z.string(),
    dealCount: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: "BrandListItem" });
export const brandPageSchema = pageSchema(brandListItemSchema, "BrandPage");

export const dealSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    brand: z.object({ id: z.string(), name: z.string() }),
    creator: personSchema,
    owner: personSchema,
    stage: z.enum(DEAL_STAGES),
    lostReason: z.string().nullable(),
    valueMinor: z.number().int(),
    currency: z.string(),
    commissionBps: z.number().int(),
    commissionMinor: z.number().int(),
    payoutMinor: z.number().int(),
    expectedCloseDate: z.string().nullable(),
    /** the agency's notes: only managers read them (null for anyone else) */
    notes: z.string().nullable(),
    /** issue 36: business days of a brand's silence before a version is approved for them (null: never) */
    brandAutoApproveDays: z.number().int().nullable(),
    contractedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    /** when the deal last changed stage (issue 35: "no move for N days") */
    stageChangedAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Deal" });
export type Deal = z.infer<typeof dealSchema>;

/**
 * How long a deal may stay in a stage before the board marks it "No move for N days" (issue 35, as
 * Pipedrive's rotting deals): shorter early in the pipeline, none once it is paid or lost.
 */
const STALE_AFTER_DAYS: Partial<Record<DealStage, number>> = {
  Lead: 14,
  Pitched: 10,
  Negotiating: 10,
  Contracted: 14,
  "In production": 21,
  Delivered: 7,
  Invoiced: 30,
};

/** Whole days a deal has stood in its stage, if that is past its stage's limit; else null. */
export function staleDays(deal: Pick<Deal, "stage" | "stageChangedAt">, now = Date.now()): number | null {
  const limit = STALE_AFTER_DAYS[deal.stage];
  if (limit === undefined) return null;
  const days = Math.floor((now - Date.parse(deal.stageChangedAt)) / 86_400_000);
  return days >= limit ? days : null;
}

/** The realtime topic of the pipeline: every change to any deal, heard by managers. */
export const DEALS_TOPIC = "deals";

/* Who may see deals (issue 19): managers every deal; a creator their own, without the agency's notes; other
 * staff none. */
export const managesDeals = (role: unknown) => normalizeRole(role) === "manager";

/* The pipeline's API (issue 19, items 1 and 2): pages, the board, edits and the pickers. */

/** A sum of money in one currency: totals are kept per currency, never added across currencies. */
const moneyTotalSchema = z
  .object({ currency: z.string(), valueMinor: z.number().int() })
  .meta({ id: "MoneyTotal" });
export type MoneyTotal = z.infer<typeof moneyTotalSchema>;

export const dealPageSchema = pageSchema(dealSchema, "DealPage");
export type DealPage = z.infer<typeof dealPageSchema>;

/** A brand's deals, with their total value per currency (of every deal of the brand, not only the page). */
export const brandDealPageSchema = z
  .object({
    items: z.array(dealSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totals: z.array(moneyTotalSchema),
  })
  .meta({ id: "BrandDealPage" });
export type BrandDealPage = z.infer<typeof brandDealPageSchema>;

/** The cards the board shows of each column at most ("n more" beyond them, in the list). */
export const BOARD_CARDS = 20;

/** A card of the board: what the card shows, no more (the board is read often). */
const dealCardSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    stage: z.enum(DEAL_STAGES),
    brand: z.object({ id: z.string(), name: z.string() }),
    creator: personSchema,
    valueMinor: z.number().int(),
    currency: z.string(),
    expectedCloseDate: z.string().nullable(),
    /** when it last changed stage: the board's "no move for N days" */
    stageChangedAt: z.string(),
  })
  .meta({ id: "DealCard" });
export type DealCard = z.infer<typeof dealCardSchema>;

export const dealBoardSchema = z
  .object({
    columns: z.array(
      z.object({
        stage: z.enum(DEAL_STAGES),
        count: z.number().int(),
        totals: z.array(moneyTotalSchema),
        items: z.array(dealCardSchema),
      }),
    ),
  })
  .meta({ id: "DealBoard" });
export type DealBoard = z.infer<typeof dealBoardSchema>;

/** An edit of a deal: only the fields sent change. `commissionBps: null` goes back to the creator's default. */
export const dealPatchSchema = z
  .object({
    brandId: z.uuid("Choose a brand").optional(),
    creatorId: text("Choose a creator").min(1, "Choose a creator").max(100).optional(),
    title: text("Give the deal a title")
      .trim()
      .min(1, "Give the deal a title")
      .max(200, "At most 200 characters")
      .optional(),
    valueMinor: money.optional(),
    currency: z.enum(CURRENCIES, "Choose a currency").optional(),
    commissionBps: commissionBps.nullable().optional(),
    expectedCloseDate: z.iso.date("Enter a date").nullable().optional(),
    /** a brand's silence on a version approves it after this many business days (issue 36); null: never */
    brandAutoApproveDays: z
      .union([z.literal(2), z.literal(3), z.literal(5), z.literal(10)], "Choose 2, 3, 5 or 10 business days")
      .nullable()
      .optional(),
    ownerId: text().min(1).max(100).nullable().optional(),
    notes: text().trim().max(10_000, "At most 10,000 characters").optional(),
  })
  .meta({ id: "DealPatch" });
export type DealPatch = z.input<typeof dealPatchSchema>;

/** The 409 of a refused move: the stage the deal is in now, so the screen can show it. */
export const dealMoveConflictSchema = z
  .object({
    error: z.string(),
    code: z.string(),
    current: z.enum(DEAL_STAGES).meta({ description: "the deal's stage now" }),
  })
  .meta({ id: "DealMoveConflict" });

export const creatorTermsSchema = z
  .object({
    creatorId: z.string(),
    commissionBps: z.number().int(),
    /** true when the agency has set no rate for the creator (the rate is DEFAULT_COMMISSION_BPS) */
    isDefault: z.boolean(),
  })
  .meta({ id: "CreatorTerms" });

/** The people a deal names: creators and managers, for the pickers of the deal form. */
const DEAL_PEOPLE_ROLES = ["creator", "manager"] as const;
export const listDealPeopleQuerySchema = pageQuerySchema.extend({
  role: z.enum(DEAL_PEOPLE_ROLES, "Unknown role"),
  search: text().trim().max(200, "Search is too long").optional(),
});
const dealPersonSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string() })
  .meta({ id: "DealPerson" });
export const dealPeoplePageSchema = pageSchema(dealPersonSchema, "DealPeoplePage");

export const creatorParamsSchema = z.object({ id: text().min(1).max(100) });

/** Where a manager reads a deal. */
export const dealLink = (id: string) => `/talent-dashboard/deals/${id}`;
export const brandLink = (id: string) => `/talent-dashboard/brands/${id}`;

/** A commission typed as a percentage ("20", "12.5", "7.25%") in basis points, or null (integers only). */
export function parseRate(input: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(input.trim().replace(/\s*%$/, ""));
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bps <= MAX_COMMISSION_BPS ? bps : null;
}

/* The forms of deals: what people type, read into the bodies above (the same schemas the server takes). */

const RATE_FORMAT = "Enter a percentage from 0 to 100, like 20 or 12.5";

/** A commission as typed ("20", "12.5", "7.25%"), read into basis points by parseRate. */
const typedRate = z.string().transform((input, ctx) => {
  const bps = parseRate(input);
  if (bps === null) ctx.addIssue({ code: "custom", message: RATE_FORMAT });
  return bps ?? z.NEVER;
});

/** The creator's default commission dialog: the rate as typed, read into creatorCommissionSchema's body. */
export const creatorCommissionFormSchema = z.object({ commissionBps: typedRate.pipe(commissionBps) });

/**
 * The New deal and Edit deal form: dealInputSchema's fields as typed (ids chosen, blank for none), the value
 * and the commission as people write them. It reads them into the body the server takes (dealInputSchema):
 * the value in minor units of the chosen currency by parseMoney (never a float), the commission by parseRate
 * (blank: the creator's default); every field's problem at once.
 */
export const dealFormSchema = z
  .object({
    brandId: z.string(),
    creatorId: z.string(),
    title: z.string(),
    valueMinor: z.string(),
    currency: z.string(),
    commissionBps: z.string(),
    expectedCloseDate: z.string(),
    ownerId: z.string(),
    notes: z.string(),
    /** a new deal's first stage (the board's column it was added in); blank on an edit */
    stage: z.string().optional(),
  })
  .transform((form, ctx) => {
    const valueMinor = parseMoney(form.valueMinor, form.currency);
    if (valueMinor === null)
      ctx.addIssue({
        code: "custom",
        path: ["valueMinor"],
        message: form.valueMinor.trim()
          ? `Enter an amount in ${form.currency}, like ${moneyInputValue(123_456, form.currency)}`
          : "Enter an amount",
      });
    const rate = form.commissionBps.trim();
    const rateBps = rate ? parseRate(rate) : null;
    if (rate && rateBps === null)
      ctx.addIssue({ code: "custom", path: ["commissionBps"], message: RATE_FORMAT });
    const body = dealInputSchema.safeParse({
      ...form,
      valueMinor: valueMinor ?? 0,
      commissionBps: rateBps,
      expectedCloseDate: form.expectedCloseDate || null,
      ownerId: form.ownerId || null,
      stage: form.stage || undefined,
    });
    for (const issue of body.error?.issues ?? [])
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return body.data ?? z.NEVER;
  });
export type DealForm = z.input<typeof dealFormSchema>;
/* The work on a deal (issue 19, items 3, 4 and 6): deliverables, documents and the creator's side. */

/** The requests a deliverable may be linked to: the kinds of the production requests (projects). */
const LINKED_KINDS = ["editing", "design", "promotion"] as const;
const isoDateOut = z.string().nullable();

export const deliverableParamsSchema = z.object({
  id: z.uuid("No such deal."),
  deliverableId: z.uuid("No such deliverable."),
});
export const documentParamsSchema = z.object({
  id: z.uuid("No such deal."),
  documentId: z.uuid("No such document."),
});

/** A manager's change to a deliverable: any field, any status (omitted fields stay as they are). */
export const deliverablePatchSchema = z
  .object({
    kind: z.enum(DELIVERABLE_KINDS, "Choose a kind").optional(),
    platform: z.enum(PLATFORMS, "Choose a platform").optional(),
    dueDate: z.iso.date("Enter a date").nullable().optional(),
    status: z.enum(DELIVERABLE_STATUSES, "Unknown status").optional(),
    link: optionalUrl.optional(),
    projectId: z.uuid("No such request.").nullable().optional(),
  })
  .meta({ id: "DeliverablePatch" });
export type DeliverablePatch = z.input<typeof deliverablePatchSchema>;

/** The request a deliverable is linked to, with its live status. */
const linkedProjectSchema = z.object({
  id: z.string(),
  kind: z.enum(LINKED_KINDS),
  title: z.string(),
  status: z.string(),
});

export const deliverableSchema = z
  .object({
    id: z.string(),
    dealId: z.string(),
    kind: z.enum(DELIVERABLE_KINDS),
    platform: z.string(),
    dueDate: isoDateOut,
    status: z.enum(DELIVERABLE_STATUSES),
    link: z.string(),
    /** due date passed (in the agency's time zone) and not yet approved or published */
    overdue: z.boolean(),
    project: linkedProjectSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Deliverable" });
export type Deliverable = z.infer<typeof deliverableSchema>;
export const deliverablePageSchema = pageSchema(deliverableSchema, "DeliverablePage");

/** A request of the deal's creator that a deliverable may link to (the managers' picker). */
export const linkableProjectPageSchema = pageSchema(
  linkedProjectSchema.meta({ id: "LinkableProject" }),
  "LinkableProjectPage",
);
export const linkableProjectsQuerySchema = pageQuerySchema.extend({
  search: text().trim().max(200, "Search is too long").optional(),
});

export const DOCUMENT_TOO_LARGE = "That file is larger than 20 MB. Upload a smaller file.";
export const DOCUMENT_WRONG_TYPE = "Only PDF files and PNG, JPEG, WebP or GIF images can be uploaded.";

/** What an upload says besides the file (the upload's metadata, ADR 075): what it is, who sees it. */
export const documentUploadFieldsSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, "Choose what the document is"),
  /** "true" or "false" as a form sends it; omitted: the creator can see it */
  creatorVisible: z.enum(["true", "false"], "Say whether the creator can see it").optional().default("true"),
});

export const DOCUMENT_MISSING = "Choose a file to upload.";
/** The form's file; the server refuses a larger one than MAX_DOCUMENT_BYTES from its declared length (tus). */
const documentFileSchema = z.instanceof(Blob, { message: DOCUMENT_MISSING });

/** The upload form: the file (no larger than the server takes), what it is, whether the creator sees it. */
export const documentUploadFormSchema = z.object({
  file: documentFileSchema.refine((file) => file.size <= MAX_DOCUMENT_BYTES, DOCUMENT_TOO_LARGE),
  kind: documentUploadFieldsSchema.shape.kind,
  creatorVisible: z.boolean(),
});
export type DocumentUploadForm = z.input<typeof documentUploadFormSchema>;

const dealDocumentSchema = z
  .object({
    id: z.string(),
    dealId: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    fileName: z.string(),
    /** the type told by the content */
    contentType: z.string(),
    size: z.number().int(),
    creatorVisible: z.boolean(),
    uploadedBy: personSchema,
    createdAt: z.string(),
    downloadUrl: z.string(),
  })
  .meta({ id: "DealDocument" });
export type DealDocument = z.infer<typeof dealDocumentSchema>;
export const dealDocumentPageSchema = pageSchema(dealDocumentSchema, "DealDocumentPage");

/** How many deliverables of each deal the creator's list carries (the rest: on the deal's own list). */
export const CREATOR_DEAL_DELIVERABLES = 20;

/** A deal as its creator sees it: never the agency's notes. */
const creatorDealSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    brand: z.object({ id: z.string(), name: z.string() }),
    stage: z.enum(DEAL_STAGES),
    valueMinor: z.number().int(),
    currency: z.string(),
    commissionBps: z.number().int(),
    commissionMinor: z.number().int(),
    payoutMinor: z.number().int(),
    expectedCloseDate: isoDateOut,
    /** the first CREATOR_DEAL_DELIVERABLES, by due date */
    deliverables: z.array(deliverableSchema),
    deliverableCount: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: "CreatorDeal" });
export type CreatorDeal = z.infer<typeof creatorDealSchema>;
export const creatorDealPageSchema = pageSchema(creatorDealSchema, "CreatorDealPage");

export const creatorDealSummarySchema = z
  .object({
    nextDeliverable: z
      .object({
        id: z.string(),
        dealId: z.string(),
        dealTitle: z.string(),
        brandName: z.string(),
        kind: z.enum(DELIVERABLE_KINDS),
        platform: z.string(),
        dueDate: z.string(),
        status: z.enum(DELIVERABLE_STATUSES),
        overdue: z.boolean(),
      })
      .nullable(),
    overdueCount: z.number().int(),
    /** payouts of the deals paid this month (the agency's time zone), per currency */
    payoutsThisMonth: z.array(z.object({ currency: z.string(), payoutMinor: z.number().int() })),
  })
  .meta({ id: "CreatorDealSummary" });
export type CreatorDealSummary = z.infer<typeof creatorDealSummarySchema>;
/* Revenue (issue 19, item 5): money at a glance. Every figure is of one currency: amounts of different
 * currencies are never added. */

/** The months of the booked-and-paid chart: the current one and the 11 before it. */
export const REVENUE_MONTHS = 12;

export const revenueQuerySchema = pageQuerySchema.extend({
  /** omitted: the currency with the most booked value */
  currency: z.enum(CURRENCIES, "Unknown currency").optional(),
});

/**
 * A total of minor units, as the decimal string of an integer ("9007199254740993"): a sum over many deals may
 * pass 2^53, where a JSON number would lose units; the page formats the string exactly (formatMoney).
 */
const minor = () =>
  z
    .string()
    .regex(/^-?\d+$/, "An integer")
    .meta({
      description: "An amount of minor units, as the decimal string of an integer",
      example: "123405",
    });

export const revenueSummarySchema = z
  .object({
    /** the currency every figure below is in */
    currency: z.string(),
    /** the currencies deals are in, the most booked first: the currency switch */
    currencies: z.array(z.object({ currency: z.string(), deals: z.number().int(), bookedMinor: minor() })),
    /** months are counted on this clock (the agency's business time zone) */
    timeZone: z.string(),
    /** the current year on that clock ("this year" below) */
    year: z.number().int(),
    totals: z.object({
      /** open deals (Lead to Invoiced) and their value */
      openDeals: z.number().int(),
      pipelineMinor: minor(),
      /** Σ value × the stage's probability of open deals, rounded half up once, to the minor unit */
      weightedMinor: minor(),
      bookedThisYearMinor: minor(),
      paidThisYearMinor: minor(),
      /** the agency's commission of booked deals and of paid deals (earned), all time */
      commissionBookedMinor: minor(),
      commissionEarnedMinor: minor(),
      commissionEarnedThisYearMinor: minor(),
    }),
    stages: z.array(
      z.object({
        stage: z.enum(OPEN_STAGES),
        probability: z.number().int(),
        deals: z.number().int(),
        valueMinor: minor(),
        weightedMinor: minor(),
      }),
    ),
    /** oldest first; months with nothing are 0 */
    months: z.array(z.object({ month: z.string(), bookedMinor: minor(), paidMinor: minor() })),
    /** creators with booked deals, the most booked first, all time */
    creators: pageSchema(
      z.object({
        id: z.string(),
        name: z.string(),
        bookedDeals: z.number().int(),
        bookedMinor: minor(),
        paidMinor: minor(),
        commissionBookedMinor: minor(),
        commissionEarnedMinor: minor(),
        /** the creator's share of their paid deals */
        payoutMinor: minor(),
      }),
      "RevenueCreatorPage",
    ),
  })
  .meta({ id: "RevenueSummary" });
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;
