/* Contracts signed inside CreatorDesk (issue 37), as the server's composition reaches them. */
export { prepareSealCertificate } from "./certificate";
export { startContractClock } from "./clock";
export { signLinkHeaders, signLinkLimits } from "./guard";
export { contractRoutes, signLinkRoutes } from "./routes";
