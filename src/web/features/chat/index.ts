/* The chat feature as other features reach it (issue 33: through its index, never its files). */
export { Composer } from "./composer";
export { ChatLauncher, preloadChatPanel } from "./widget/chat-launcher";
export { StaticChatLauncher } from "./widget/static-launcher";
