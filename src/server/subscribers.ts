import { subscribe, subscribersComposed } from "./events/events";
import { historySubscriber } from "./features/activity/subscribers";
import { meetingNoticesSubscriber } from "./features/appointments/subscribers";
import { bookingNoticesSubscriber } from "./features/booking/subscribers";
import { chatAssignedSubscriber, chatSnoozeEndedSubscriber } from "./features/chat/subscribers";
import { contractNoticesSubscriber } from "./features/contracts/subscribers";
import { dealNoticesSubscriber } from "./features/deals/subscribers";
import { invoiceMailSubscriber, settledNoticesSubscriber } from "./features/ledger/mail";
import { workNoticesSubscriber } from "./features/notifications/subscribers";
import { meetingRemindersSubscriber } from "./features/reminders/subscribers";
import { lastContactSubscriber, talentNoticesSubscriber } from "./features/roster/subscribers";

/*
 * Every feature's subscribers to the domain events (issue 33, ADR 076), composed once, as `app.ts` composes
 * the routes. Whoever opens the database to write imports this module first (the server, the CLI, the tests).
 */
subscribe(
  historySubscriber,
  lastContactSubscriber,
  meetingRemindersSubscriber,
  workNoticesSubscriber,
  dealNoticesSubscriber,
  contractNoticesSubscriber,
  talentNoticesSubscriber,
  meetingNoticesSubscriber,
  bookingNoticesSubscriber,
  chatAssignedSubscriber,
  chatSnoozeEndedSubscriber,
  invoiceMailSubscriber,
  settledNoticesSubscriber,
);
subscribersComposed();
