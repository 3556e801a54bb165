/* Contracts signed inside CreatorDesk (issue 37), as the routes and the deals' screens reach them. */
export { loadSigningByLink, useContractAction, useDealContracts } from "./api";
export { LinkSigningError, LinkSigningLoading, LinkSigningPage, MySigningPage } from "./sign-pages";
export { ContractsToSign } from "./to-sign";
