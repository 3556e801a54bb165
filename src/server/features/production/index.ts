/*
 * Production requests (editing, design, campaigns) as other features reach them (issue 33): the files and
 * their review work on a project, read it, and move its status through the same event as the boards.
 */
export { findVisibleProject, type ProjectRow, readProject } from "./read";
export { NAMES } from "./routes";
export { actorOf, announce, emitStatusChange, thingOf } from "./write";
