/**
 * The catalogue of user-facing messages (spec section 8), spelled exactly as the spec writes them.
 * Every toast title and description shown to people comes from here; nothing retypes these strings.
 */
export const messages = {
  generic: {
    somethingWentWrong: "Something went wrong",
    error: "Error",
    notImplemented: "This feature is not implemented yet.",
    // Not in the spec: an app page still waiting for its scripts after a few seconds (blocked, or failing)
    needsScripts:
      "Still loading? This page needs JavaScript: turn it on and reload, or go back to the home page.",
    // Not in the spec: code that did not arrive, over a page that stays as it is (lib/boot-guard.ts, ADR 017)
    loadUnfinished:
      "This page could not finish loading. CreatorDesk may have been updated, or the connection dropped.",
  },
  auth: {
    signUpFailedTitle: "Sign up Failed",
    signInFailedTitle: "Sign in Failed",
    signOutFailedTitle: "Sign out Failed",
    dashboardSignOutFailed: {
      title: "Sign Out Failed",
      description: "Could not sign out. Please try again.",
    },
    loginFailedTitle: "Login Failed",
    signUpFailedTabTitle: "Sign Up Failed",
    loginAfterSignUpFailed: {
      title: "Login after Sign Up Failed",
      description: "Your account was created, but we couldn't log you in. Please try logging in manually.",
    },
    missingCredentials: "You must provide either an email or phone number and a password",
    signedOut: "Signed Out",
    loginSuccessful: { title: "Login Successful!", description: "Redirecting to your dashboard..." },
    welcome: "Welcome!",
  },
  chat: {
    fetchFailed: { title: "Error", description: "Could not fetch messages." },
    sendFailed: (message: string) => ({ title: "Error", description: `Could not send message: ${message}` }),
    loginFailed: { title: "Login Failed", description: "Session ID or code is incorrect." },
    invalidInput: {
      title: "Invalid Input",
      description: "Please enter a valid Session ID and 4-digit code.",
    },
    fetchChatsFailed: "Error Fetching Chats",
    closeFailed: "Failed to close chat",
    closed: "Chat session has been closed.",
    projectFetchFailed: "Could not fetch messages",
    projectSendFailed: "Could not send message",
  },
  contact: {
    sent: { title: "Message Sent!", description: "Thank you for reaching out. We'll be in touch shortly." },
    failedTitle: "Failed to send message",
    // The server's message may end with its own full stop; one is enough. When it already says when to try
    // again ("Please wait 54 seconds"), "Please try again later" would contradict it, so it is left out.
    failedDescription: (message: string) => {
      const text = message.replace(/[.\s]+$/, "");
      return /\b(wait|try again)\b/i.test(text)
        ? `Something went wrong: ${text}.`
        : `Something went wrong: ${text}. Please try again later.`;
    },
    defaultError: "Edge function failed to execute",
  },
  tasks: {
    fetchFailed: "Could not fetch tasks",
    addFailed: "Could not add task",
    updateFailed: "Could not update task",
    deleteFailed: "Could not delete task",
    empty: "Task cannot be empty",
    added: "Task added to your list",
    deleted: "Task deleted",
  },
  scripts: {
    updateAssignmentFailed: (message: string) => `Could not update assignment: ${message}`,
    fetchAssignmentsFailed: "Error Fetching Script Assignments",
    loadFailed: "Could not load script.",
    saveFailed: "Could not save script",
    fetchFailed: "Could not fetch scripts",
    deleteFailed: "Could not delete script",
    saveNotesFailed: "Could not save notes.",
    aiFailedTitle: "AI Generation Failed",
    aiDefaultError: "Edge function failed to execute.",
    aiQuotaExceeded: "The AI provider quota was exceeded. Please check your plan and billing details.",
    aiInvalidResponse: "AI returned an invalid response format. Please try again.",
    titleRequired: "Title is required",
    promptRequired: "Prompt is required",
    assignmentUpdated: "Assignment updated.",
    requestSent: "Your script request has been sent.",
    notesSaved: "Your notes have been saved.",
    created: "Script created successfully.",
    aiCreated: "AI-generated script has been added to your drafts.",
    // Not in the spec: the confirmations of the script editor and My Scripts' own actions.
    saved: "Script saved.",
    deleted: "Script deleted.",
    requestDeleted: "Script request deleted.",
  },
  projects: {
    updateStatusFailed: "Could not update status",
    deleteFailed: "Failed to delete project",
    createFailed: "Could not create project",
    designCreateFailed: "Could not create project.",
    fetchFailed: "Could not fetch projects",
    editingRequired: "Title and file URL are required.",
    completedFileRequired: "Please provide a link to the completed file.",
    designRequired: "Title and description are required.",
    submitted: "Project submitted!",
    designSubmitted: "Design request submitted!",
    notesSavedPending: "Notes saved and request has been set to Pending for review.",
  },
  campaigns: {
    updateFailed: "Could not update campaign",
    deleteFailed: "Could not delete campaign",
    requestFailed: "Could not request campaign.",
    fetchFailed: "Could not fetch your campaigns.",
    updated: "Campaign updated.",
    // Not in the spec (the original gave no confirmation): issue 9's request confirmation.
    requested: "Campaign requested!",
  },
  appointments: {
    requestFailed: "Could not request appointment",
    fetchOwnFailed: "Could not fetch your appointments",
    cancelFailed: "Could not cancel appointment",
    fetchAllFailed: "Error Fetching Appointments",
    updateFailed: "Could not update appointment",
    deleteFailed: "Could not delete appointment",
    topicRequired: "Topic is required",
    cancelled: "Appointment request has been cancelled.",
    // Not in the spec (it had no confirmation for these): the meetings screens' own.
    requested: "Your meeting request has been sent.",
    updated: "Appointment updated.",
  },
  // Not in the spec: booking into a manager's free time (issue 20).
  bookings: {
    justTaken: "That time was just taken",
    noLongerFree: "That time is no longer free",
    booked: "Your meeting is booked.",
    rescheduled: "The meeting has been moved.",
    cancelled: "The meeting has been cancelled.",
    bookFailed: "Could not book the meeting",
    rescheduleFailed: "Could not move the meeting",
    cancelFailed: "Could not cancel the meeting",
    slotsFailed: "Could not load the free times",
    // the manager's bookable window and their limit of upcoming bookings a creator (ADR 071)
    beyondHorizon: (days: number) =>
      `That is too far ahead: meetings with this manager can be booked up to ${days === 1 ? "1 day" : `${days} days`} ahead.`,
    tooManyBookings: (max: number) =>
      `You already have ${max === 1 ? "an upcoming meeting" : `${max} upcoming meetings`} booked with this manager, the most at once. Cancel one or wait until one has taken place.`,
  },
  // Not in the spec: the notification bell's own failure messages.
  notifications: {
    fetchFailed: "Could not fetch notifications",
    updateFailed: "Could not update notifications",
    preferencesSaved: "Notification settings saved.",
  },
  users: {
    fetchFailed: "Error fetching users",
    updateFailed: "Update Failed",
    deleteFailed: "Deletion Failed",
    roleUpdated: "User role has been updated.",
    deleted: "User has been deleted.",
    // Not in the spec (its deletion requests were only toasted): the Admin Panel's own confirmations.
    deletionRequestDone: (email: string) => ({
      title: "Request marked as done",
      description: `The deletion request of ${email} is closed.`,
    }),
    deletionRequestFailed: "Could not mark the request as done",
  },
  profile: {
    fetchFailed: {
      title: "Error fetching profile",
      description: "There was a problem loading your profile. Please try again.",
    },
    updateFailed: "Error updating profile",
    uploadFailed: "Error uploading avatar",
    selectImage: "You must select an image to upload.",
    updated: "Profile Updated",
    // Spec section 6: account deletion is logged for manual processing, then the user is signed out.
    deletionRequested: {
      title: "Deletion Requested",
      description: "Your account deletion request has been logged for manual processing.",
    },
  },
  // Not in the spec (issue 12, channel performance): the performance page's own confirmations.
  performance: {
    channelAdded: "Channel added.",
    channelUpdated: "Channel updated.",
    channelDeleted: "Channel deleted.",
    channelDeleteFailed: "Could not delete the channel",
    imported: "Figures imported.",
    awaitingData: "Awaiting data",
  },
  // Not in the spec (issue 19, the creator's media kit): the editor's confirmations.
  mediaKit: {
    saved: "Media kit saved.",
    published: "Your media kit is live.",
    unpublished: "Your media kit is off: brands cannot open it.",
    saveFailed: "Could not save your media kit",
    linkCopied: "Link copied.",
    copyFailed: "Could not copy the link: select it and copy it yourself.",
    // an unknown or unpublished kit, rendered by the server
    unavailable: {
      title: "This media kit is not available",
      body: "The creator may have taken it down, or the link may be mistyped. Ask them for a new link, or talk to the agency.",
      home: "Visit CreatorDesk",
      contact: "Contact the agency",
    },
  },
  // Not in the spec (issue 20, the calendar feed in Settings).
  calendarFeed: {
    copied: "Calendar address copied.",
    copyFailed: "Could not copy the address: select it and copy it yourself.",
    regenerated: {
      title: "New calendar address",
      description: "The old address no longer works: add this one to your calendar app.",
    },
    regenerateFailed: "Could not make a new calendar address",
  },
  // Not in the spec (issue 20, a manager's availability).
  availability: {
    saved: "Availability saved: creators book from these hours.",
    saveFailed: "Could not save your availability",
  },
  // Not in the spec (issue 20, the roster): Choose Your Manager and the managers' roster.
  roster: {
    requested: "Request sent. You will hear as soon as they accept.",
    requestFailed: "Could not send your request",
    withdrawn: "Request withdrawn.",
    withdrawFailed: "Could not withdraw your request",
    accepted: "Request accepted: the creator is on your roster.",
    assigned: "Manager assigned.",
    unassigned: "Manager unassigned.",
    changeFailed: "Could not change the creator's manager",
    // issue 20: the assign dialog's manager picker, searched on the server
    pickerNone: "No manager matches your search.",
    pickerMore: (shown: number, total: number) =>
      `Showing ${shown} of ${total} managers: search to narrow them.`,
  },
  // Not in the spec (issue 21, who owns a live chat): the inbox's toasts, and the thread's event lines.
  chatInbox: {
    assignedToYou: "Chat assigned to you.",
    assigned: (name: string) => `Chat assigned to ${name}.`,
    unassigned: "Chat unassigned.",
    assignFailed: "Could not change who owns the chat",
    reopened: "Chat reopened.",
    reopenFailed: "Could not reopen the chat",
    notified: (actor: string) => `${actor} assigned you a live chat`,
    events: {
      assigned: (actor: string, assignee: string) =>
        actor === assignee ? `${actor} took the chat` : `${actor} assigned the chat to ${assignee}`,
      claimedByReply: (actor: string) => `${actor} took the chat by replying`,
      unassigned: (actor: string, from: string) =>
        actor === from ? `${actor} unassigned the chat` : `${actor} unassigned the chat from ${from}`,
      closed: (actor: string) => `${actor} closed the chat`,
      reopened: (actor: string) => `${actor} reopened the chat`,
      // issue 35 (ADR 079)
      snoozed: (actor: string, until: string) => `${actor} snoozed the chat until ${until}`,
      unsnoozed: (actor: string) => `${actor} unsnoozed the chat`,
    },
    // issue 35 (ADR 079): mark unread, snooze, the filters, the visitor's earlier chats
    markedUnread: "Marked unread.",
    markUnreadFailed: "Could not mark the chat unread",
    snoozed: (until: string) => `Chat snoozed until ${until}.`,
    snoozeFailed: "Could not snooze the chat",
    unsnoozed: "Chat unsnoozed.",
    unsnoozeFailed: "Could not unsnooze the chat",
    snoozeEnded: "A chat you snoozed is back",
    snoozeEndedBody: (reason: "time" | "visitor") =>
      reason === "visitor" ? "The visitor wrote again." : "Its snooze time has passed.",
    earlierFailed: "Could not load the visitor's earlier chats",
  },
  // Not in the spec (issue 21, who the chat visitor is): the widget's questions and the transcript.
  chatVisitor: {
    promptTitle: "Who are we talking to?",
    promptHint: "So we can reply if you leave. Both are optional.",
    awayPromptHint: "Leave your email and we'll send the reply there too.",
    saved: (name: string | null) => (name ? `Thanks, ${name}!` : "Thanks! We'll reply by email too."),
    saveFailed: "Could not save your details",
    transcriptQueued: (email: string) => `The transcript is on its way to ${email}.`,
    // issue 31 (ADR 070): a transcript goes only to an address its owner confirmed
    transcriptConfirmSent: (email: string) =>
      `We've sent a confirmation link to ${email}. Open it to get the transcript.`,
    transcriptConfirmTitle: "Send the chat transcript?",
    transcriptConfirmHint:
      "Confirm that this is your address, and we'll email you the transcript of your chat.",
    transcriptConfirmed: (email: string) => `Thanks! The transcript is on its way to ${email}.`,
    transcriptConfirmInvalid: "This link has expired or was used already.",
    transcriptFailed: "Could not send the transcript",
    earlierFailed: "Could not load your earlier chats",
    cardFailed: "Could not load what we know of this visitor",
  },
  // Not in the spec (issue 21): the managers' saved replies, typing and seen in the chat.
  savedReplies: {
    created: (title: string) => `Saved reply "${title}" added.`,
    saved: "Saved reply saved.",
    saveFailed: "The saved reply was not saved",
    deleted: (title: string) => `Saved reply "${title}" deleted.`,
    deleteFailed: "Could not delete the saved reply",
    listFailed: "Could not load the saved replies",
  },
  chatPresence: {
    seen: "Seen",
    visitorTyping: "The visitor is typing…",
    staffTyping: "The CreatorDesk team is typing…",
  },
} as const;
