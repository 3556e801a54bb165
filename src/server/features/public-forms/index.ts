/*
 * The server-posted public forms (ADR 041) as other features reach them (issue 33): how a form's answer page
 * is rendered, which the media kit's page provides.
 */
export type { AnswerPage } from "./routes";
