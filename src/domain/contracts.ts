import { z } from "zod";
import { pageSchema } from "./paging";
import { text } from "./text";

/*
 * Contracts signed inside CreatorDesk (issue 37): a manager prepares a signing on a deal, from the agency's
 * template or from an uploaded PDF; the signers sign in order (a brand contact through an emailed link, the
 * creator and the agency's manager from their dashboards); the last signature seals the PDF (the signatures
 * stamped in place, an audit certificate appended, a PAdES signature over the whole file) and the deal
 * moves to Contracted.
 */

const SIGNER_ROLES = ["brand", "creator", "agency"] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
export const SIGNER_ROLE_LABEL: Record<SignerRole, string> = {
  brand: "Brand",
  creator: "Creator",
  agency: "Agency",
};

const CONTRACT_STATUSES = [
  "in_progress",
  "sealing",
  "completed",
  "declined",
  "cancelled",
  "expired",
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABEL: Record<ContractStatus, string> = {
  in_progress: "Out for signature",
  sealing: "Sealing",
  completed: "Signed and sealed",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};

const SIGNER_STATUSES = ["waiting", "pending", "signed", "declined"] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];
export const SIGNER_STATUS_LABEL: Record<SignerStatus, string> = {
  waiting: "Waiting for their turn",
  pending: "To sign now",
  signed: "Signed",
  declined: "Declined",
};

const CONTRACT_SOURCES = ["template", "upload"] as const;

export const MAX_SIGNERS = 6;
/** Days after a signer's turn (or their last reminder) before they are reminded. */
export const REMINDER_DAYS = { min: 1, max: 14, default: 3 } as const;
/** Days a signing stays open. */
export const EXPIRY_DAYS = { min: 1, max: 60, default: 14 } as const;
/** A drawn signature: a PNG data URL of at most this many characters (about 45 KB of image). */
const MAX_DRAWN_SIGNATURE_CHARS = 60_000;

export const DEFAULT_USAGE_RIGHTS =
  "The brand may share the content on its own channels, organically, for 12 months from its first publication. Paid use, whitelisting and edits need the creator's written consent.";

const days = (range: { min: number; max: number; default: number }, what: string) =>
  z
    .number(`Give a number of days ${what}`)
    .int("Whole days")
    .min(range.min, `At least ${range.min} day`)
    .max(range.max, `At most ${range.max} days`)
    .optional()
    .default(range.default);

/**
 * Where a signer signs on a page: the box's top-left corner and size as fractions of the page (0 to 1,
 * from the page's top-left), so it does not depend on the page's size in points or on the preview's.
 */
const signatureFieldSchema = z
  .object({
    page: z.number("Choose a page").int("A page number").min(1, "Choose a page").max(500, "No such page"),
    x: z.number().min(0, "Inside the page").max(1, "Inside the page"),
    y: z.number().min(0, "Inside the page").max(1, "Inside the page"),
    width: z.number().min(0.05, "Too small").max(1, "Inside the page"),
    height: z.number().min(0.02, "Too small").max(1, "Inside the page"),
  })
  .refine((f) => f.x + f.width <= 1.0001 && f.y + f.height <= 1.0001, "The box must stay inside the page")
  .meta({ id: "SignatureField" });
export type SignatureField = z.infer<typeof signatureFieldSchema>;

const signerInputSchema = z
  .object({
    role: z.enum(SIGNER_ROLES, "Choose who signs"),
    /** a brand contact's name and email (the creator and the agency sign with their accounts) */
    name: text().trim().max(200, "At most 200 characters").optional(),
    email: text()
      .trim()
      .pipe(z.email("Enter a valid email address").max(254, "At most 254 characters"))
      .optional(),
    /** the manager who signs for the agency */
    userId: z.string().min(1).max(100).optional(),
    /** an uploaded PDF: where this signer signs */
    field: signatureFieldSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.role === "brand") {
      if (!value.name) ctx.addIssue({ code: "custom", path: ["name"], message: "Give the signer's name" });
      if (!value.email) ctx.addIssue({ code: "custom", path: ["email"], message: "Give the signer's email" });
    }
    if (value.role === "agency" && !value.userId)
      ctx.addIssue({ code: "custom", path: ["userId"], message: "Choose the manager who signs" });
  });

export const contractInputSchema = z
  .object({
    source: z.enum(CONTRACT_SOURCES, "From the template or an uploaded PDF"),
    /** an uploaded PDF: one of the deal's documents */
    documentId: z.uuid("Choose one of the deal's PDF documents").optional(),
    title: text().trim().min(1, "Give the contract a title").max(200, "At most 200 characters"),
    /** the template's usage rights clause */
    usageRights: text().trim().max(2000, "At most 2000 characters").optional(),
    signers: z
      .array(signerInputSchema)
      .min(1, "Add at least one signer")
      .max(MAX_SIGNERS, `At most ${MAX_SIGNERS} signers`),
    reminderDays: days(REMINDER_DAYS, "before a reminder"),
    expiryDays: days(EXPIRY_DAYS, "before the signing expires"),
  })
  .superRefine((value, ctx) => {
    if (value.source === "upload") {
      if (!value.documentId)
        ctx.addIssue({
          code: "custom",
          path: ["documentId"],
          message: "Choose one of the deal's PDF documents",
        });
      value.signers.forEach((signer, index) => {
        if (!signer.field)
          ctx.addIssue({
            code: "custom",
            path: ["signers", index, "field"],
            message: "Place this signer's signature on a page",
          });
      });
    }
    if (value.source === "template" && !value.usageRights)
      ctx.addIssue({
        code: "custom",
        path: ["usageRights"],
        message: "Say what the brand may do with the content",
      });
    const seen = new Set<string>();
    value.signers.forEach((signer, index) => {
      const key =
        signer.role === "brand"
          ? `brand:${signer.email?.toLowerCase()}`
          : `${signer.role}:${signer.userId ?? ""}`;
      if (seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: ["signers", index],
          message: "This signer is already on the list",
        });
      seen.add(key);
    });
  })
  .meta({ id: "ContractInput" });
export type ContractInput = z.input<typeof contractInputSchema>;

export const contractParamsSchema = z.object({ id: z.uuid("No such contract.") });
export const signTokenParamsSchema = z.object({
  token: z.string().min(16, "No such link").max(100, "No such link"),
});

export const SIGN_CONSENT =
  "I agree to sign this contract electronically, and that my electronic signature is as binding as one in ink.";

export const signInputSchema = z
  .object({
    /** the signer types their name as the contract has it */
    confirmName: text("Type your full name")
      .trim()
      .min(1, "Type your full name")
      .max(200, "At most 200 characters"),
    signature: z.discriminatedUnion(
      "kind",
      [
        z.object({
          kind: z.literal("typed"),
          text: text("Type your signature")
            .trim()
            .min(1, "Type your signature")
            .max(100, "At most 100 characters"),
        }),
        z.object({
          kind: z.literal("drawn"),
          image: z
            .string("Draw your signature")
            .max(MAX_DRAWN_SIGNATURE_CHARS, "That drawing is too large: draw it again, simpler")
            .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, "Draw your signature"),
        }),
      ],
      "Type or draw your signature",
    ),
    consent: z.literal(true, "Agree to sign electronically to go on"),
  })
  .meta({ id: "SignInput" });
export type SignInput = z.input<typeof signInputSchema>;

export const declineInputSchema = z
  .object({
    reason: text("Say why you decline")
      .trim()
      .min(1, "Say why you decline")
      .max(1000, "At most 1000 characters"),
  })
  .meta({ id: "DeclineInput" });
export type DeclineInput = z.input<typeof declineInputSchema>;

const signerSchema = z.object({
  id: z.string(),
  position: z.number(),
  role: z.enum(SIGNER_ROLES),
  name: z.string(),
  email: z.string(),
  /** the account that signs from its dashboard (the creator, a manager); null for a brand contact */
  userId: z.string().nullable(),
  status: z.enum(SIGNER_STATUSES),
  signedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  lastRemindedAt: z.string().nullable(),
});

export const contractSchema = z
  .object({
    id: z.string(),
    dealId: z.string(),
    title: z.string(),
    source: z.enum(CONTRACT_SOURCES),
    status: z.enum(CONTRACT_STATUSES),
    reminderDays: z.number(),
    expiresAt: z.string(),
    createdAt: z.string(),
    endedAt: z.string().nullable(),
    /** the SHA-256 of the document sent for signing */
    documentSha256: z.string(),
    /** the sealed file's SHA-256, once sealed */
    sealedSha256: z.string().nullable(),
    /** the document to sign (managers; a signer from their own signing) */
    documentUrl: z.string(),
    /** the sealed PDF, one of the deal's documents */
    sealedUrl: z.string().nullable(),
    signers: z.array(signerSchema),
    /** whether the caller signs next (from their dashboard) */
    yourTurn: z.boolean(),
  })
  .meta({ id: "Contract" });
export type Contract = z.infer<typeof contractSchema>;
export const contractPageSchema = pageSchema(contractSchema, "ContractPage");

/** What one signer sees of their signing, through their link or on their dashboard. */
export const signingSchema = z
  .object({
    contractId: z.string(),
    title: z.string(),
    dealTitle: z.string(),
    brand: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    expiresAt: z.string(),
    documentUrl: z.string(),
    documentSha256: z.string(),
    you: z.object({
      name: z.string(),
      email: z.string(),
      role: z.enum(SIGNER_ROLES),
      status: z.enum(SIGNER_STATUSES),
      signedAt: z.string().nullable(),
    }),
    /** the parties in their order, by role and name only */
    parties: z.array(
      z.object({ role: z.enum(SIGNER_ROLES), name: z.string(), status: z.enum(SIGNER_STATUSES) }),
    ),
  })
  .meta({ id: "Signing" });
export type Signing = z.infer<typeof signingSchema>;

/** A contract waiting for the caller's signature, for their dashboard. */
const toSignSchema = z
  .object({
    contractId: z.string(),
    title: z.string(),
    dealTitle: z.string(),
    brand: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: "ContractToSign" });
export type ContractToSign = z.infer<typeof toSignSchema>;
export const toSignPageSchema = pageSchema(toSignSchema, "ContractToSignPage");

/** The address of a signer's link (the token is the key; no account). */
export const signLinkPath = (token: string) => `/sign/${token}`;

/** Where the creator and a manager sign from their dashboards. */
export const contractSignPath = (area: "creator" | "manager", contractId: string) =>
  `${area === "creator" ? "/creator-dashboard" : "/talent-dashboard"}/contracts/${contractId}`;

/** One sentence for every link that does not open a signing: unknown, expired, finished or replaced. */
export const SIGN_LINK_GONE =
  "This signing link does not open: it may have expired, been replaced by a newer email, or the signing has ended. Ask the agency for a new one.";
export const NOT_YOUR_TURN = "It is not your turn to sign yet: the signers before you sign first.";
export const NAME_MISMATCH = "Type your name exactly as the contract has it.";
