/* The production feature as other features reach it (issue 33: through its index, never its files). */
export { projectKeys, useProjectsLive } from "./api";
export { KIND_UI } from "./kinds";
export { AcceptButton, allowedActions, CompleteButton } from "./project-actions";
export { ProjectChat } from "./project-chat";
export { fieldsOf } from "./project-details";
export { ReviewNote } from "./review-note";
export { useCreatorCounts } from "./use-creator-counts";
