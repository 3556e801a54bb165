import { z } from "zod";
import { text } from "./text";

/** A missing (or non-text) field reads the same as an empty one. */
const required = (label: string) => ({ error: `${label} is required` });

/** Body of POST /api/contact: shared by the server route and the contact form. */
export const contactMessageSchema = z
  .object({
    name: text(required("Name"))
      .trim()
      .min(1, "Name is required")
      .max(120, "Name must be at most 120 characters"),
    email: text(required("Email"))
      .trim()
      .min(1, "Email is required")
      .max(254, "Email must be at most 254 characters")
      .pipe(z.email("Enter a valid email address")),
    subject: text(required("Subject"))
      .trim()
      .min(1, "Subject is required")
      .max(200, "Subject must be at most 200 characters"),
    message: text(required("Message"))
      .trim()
      .min(1, "Message is required")
      .max(5000, "Message must be at most 5000 characters"),
  })
  .meta({ id: "ContactMessage" });
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactMessageCreatedSchema = z.object({ id: z.string() }).meta({ id: "ContactMessageCreated" });
