/* The performance feature as other features reach it (issue 33: through its index, never its files). */
export { useOverview } from "./api";
export { ChangeText } from "./change-text";
export { changeOf, formatCount, formatDay, formatHours, formatSigned } from "./format";
export { SelectField } from "./select-field";
