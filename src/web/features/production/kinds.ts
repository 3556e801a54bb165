import { messages } from "~/domain/messages";
import { PROJECT_STATUSES, type ProjectKind } from "~/domain/projects";

/** What the screens call each kind, and the toasts of spec section 8 for it. */
export const KIND_UI: Record<
  ProjectKind,
  {
    one: string;
    many: string;
    staff: string;
    statuses: readonly string[];
    created: string;
    createFailed: string;
    fetchFailed: string;
    updateFailed: string;
    deleteFailed: string;
    /** The creator's first-time empty list: what to do, the button's words, and the form field it focuses. */
    firstStep: { text: string; action: string; field: string };
  }
> = {
  editing: {
    one: "editing project",
    many: "Editing projects",
    staff: "editor",
    statuses: PROJECT_STATUSES.editing,
    created: messages.projects.submitted,
    createFailed: messages.projects.createFailed,
    fetchFailed: messages.projects.fetchFailed,
    updateFailed: messages.projects.updateStatusFailed,
    deleteFailed: messages.projects.deleteFailed,
    firstStep: {
      text: "Submit your first project with the form above: a title and a link to your footage.",
      action: "Submit a project",
      field: "editing-title",
    },
  },
  design: {
    one: "design request",
    many: "Design requests",
    staff: "designer",
    statuses: PROJECT_STATUSES.design,
    created: messages.projects.designSubmitted,
    createFailed: messages.projects.designCreateFailed,
    fetchFailed: messages.projects.fetchFailed,
    updateFailed: messages.projects.updateStatusFailed,
    deleteFailed: messages.projects.deleteFailed,
    firstStep: {
      text: "Request your first thumbnail, logo, banner or social post with the form above.",
      action: "Request a design",
      field: "design-title",
    },
  },
  promotion: {
    one: "campaign",
    many: "Campaigns",
    staff: "promoter",
    statuses: PROJECT_STATUSES.promotion,
    created: messages.campaigns.requested,
    createFailed: messages.campaigns.requestFailed,
    fetchFailed: messages.campaigns.fetchFailed,
    updateFailed: messages.campaigns.updateFailed,
    deleteFailed: messages.campaigns.deleteFailed,
    firstStep: {
      text: "Request your first campaign with the form above, and a promoter will take it on.",
      action: "Request a campaign",
      field: "campaign-type",
    },
  },
};
