/*
 * The agency's contract text (issue 37): the clauses after the parties, the fee, the deliverables and the
 * usage rights, which the template fills from the deal. Plain words; the agency edits them here.
 */
export const CONTRACT_CLAUSES: { heading: string; body: string }[] = [
  {
    heading: "Approval of the content",
    body: "The creator shares each deliverable with the brand before it is published. The brand approves it or asks for changes within five business days; two rounds of changes are included in the fee.",
  },
  {
    heading: "Disclosure",
    body: "The creator discloses the partnership clearly in each deliverable, as the platform and the law where it is published require (for example #ad or the platform's paid partnership label).",
  },
  {
    heading: "Payment",
    body: "The agency invoices the brand when this agreement is signed. The brand pays within 30 days of the invoice. The agency pays the creator their share once the brand's payment arrives.",
  },
  {
    heading: "Cancellation",
    body: "Either party may end this agreement in writing if the other breaches it and does not put it right within ten days. Work already delivered and approved is paid in full.",
  },
  {
    heading: "Electronic signatures",
    body: "The parties sign this agreement electronically. Each signature, with who signed, when and from where, is recorded on the certificate of signing appended to this document, and the sealed document carries the agency's digital signature.",
  },
];
