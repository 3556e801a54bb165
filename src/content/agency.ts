/**
 * The agency's legal details as its invoices and statements name them (issue 38), with the payment
 * instructions a brand follows. Placeholders (the example ranges) until the agency's real ones are set.
 */
export const agencyBilling = {
  /** the key of the invoice numbering: one gap-free sequence per agency and year */
  key: "main",
  name: "CreatorDesk Talent Agency LLC",
  address: "100 Example Avenue, Suite 5\nNew York, NY 10001\nUnited States",
  email: "billing@creatordesk.example",
  taxId: "EIN 00-0000000",
  paymentInstructions:
    "Bank transfer to CreatorDesk Talent Agency LLC, IBAN XX00 EXAMPLE 0000 0000 0000, BIC EXAMPLEXXX.\nPlease quote the invoice number as the payment reference.",
} as const;
