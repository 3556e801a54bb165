/*
 * Accounts as other features reach them (issue 33): the CLI's user command (through the internal routes),
 * and the role change with its audit line (the Admin Panel's users).
 */
export { changeRole, writeAudit } from "./change-role";
export { userCommandResultSchema, userCommandSchema } from "./command";
export { createOrUpdateUser } from "./create-or-update-user";
