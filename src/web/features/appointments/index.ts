/* The appointments feature as other features reach it (issue 33: through its index, never its files). */
export { appointmentsKey } from "./api";
