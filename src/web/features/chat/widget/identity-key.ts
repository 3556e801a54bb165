/** Where the visitor's chat identity is kept (localStorage): read by the widget and by the site's chat loader. */
export const CHAT_IDENTITY_KEY = "creatordesk.chat";
