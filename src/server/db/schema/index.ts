export * from "./accounts";
export * from "./auth";
export * from "./contact";
export * from "./mail";
export * from "./rate-limits";
export * from "./settings";
