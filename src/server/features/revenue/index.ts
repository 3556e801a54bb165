/* Revenue as other features reach it (issue 33): the CLI's seeded deals (through the internal routes). */
export { seedDealCommand, seedDealCommandSchema } from "./seed-deal";
