/**
 * Every status of spec section 4, and the group each belongs to. The group decides a status badge's colour
 * everywhere (ui-guide: waiting amber, in progress blue, done green, cancelled or rejected grey, declined or
 * failed red), so a status looks the same on every screen.
 */
const STATUS_GROUP = {
  // someone has to act on it
  Pending: "waiting",
  Requested: "waiting",
  "Needs Revision": "waiting",
  "In Review": "waiting",
  // work is under way
  "In Progress": "active",
  Draft: "active",
  Active: "active",
  Scheduled: "active",
  // finished well
  Completed: "done",
  Approved: "done",
  // closed without the work
  Cancelled: "closed",
  Rejected: "closed",
  // went wrong
  Declined: "failed",
  Failed: "failed",
  // chats and contact messages
  Open: "active",
  Closed: "closed",
  Unread: "waiting",
  Read: "closed",
  // brand deals' stages (issue 19; Completed-like Paid, Cancelled-like Lost)
  Lead: "waiting",
  Pitched: "waiting",
  Negotiating: "waiting",
  Contracted: "active",
  "In production": "active",
  Delivered: "active",
  Invoiced: "active",
  Paid: "done",
  Lost: "closed",
  // brand deals' deliverables (issue 19)
  "To do": "waiting",
  "In progress": "active",
  "Submitted for approval": "waiting",
  Published: "done",
  // invoices (issue 38; Draft and Paid as above)
  Issued: "active",
  "Partially paid": "active",
  Void: "closed",
  // a statement's line not yet paid out to its creator or manager
  Owed: "waiting",
} as const;

export type Status = keyof typeof STATUS_GROUP;
export type StatusGroup = (typeof STATUS_GROUP)[Status];
export const STATUSES = Object.keys(STATUS_GROUP) as Status[];

export function statusGroup(status: string): StatusGroup | undefined {
  return Object.hasOwn(STATUS_GROUP, status) ? STATUS_GROUP[status as Status] : undefined;
}
