import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A content fingerprint of each submission: the same body posted twice (double click,
 * refresh after a no-JS post) is recognised and stored once.
 */
const fingerprint = text("fingerprint").notNull();

/** Applications for Voice Elevated and Celebrity Vocal Experience. */
export const applications = pgTable(
  "applications",
  {
    id: text("id").primaryKey(),
    /** The course id: "voice-elevated" or "celebrity-vocal-experience". */
    programme: text("programme").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    singingBackground: text("singing_background").notNull(),
    experienceLevel: text("experience_level").notNull(),
    currentChallenges: text("current_challenges").notNull(),
    /** voiceElevatedGoals or retreatGoals. */
    goals: text("goals").notNull(),
    /** whyVoiceElevated or whyAttend. */
    whyApply: text("why_apply").notNull(),
    callTimes: text("call_times").notNull(),
    agreedToTerms: boolean("agreed_to_terms").notNull(),
    /** new → reviewing → accepted | declined (app/modules/applications/status.ts; a check in migration 0027). */
    status: text("status").notNull().default("new"),
    /** The coach's private note (never shown to the applicant). */
    note: text("note").notNull().default(""),
    /** When the status last changed (accepted or declined: when that was decided). */
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** The payment link's secret (/applications/pay/:token), set when accepted. */
    payToken: text("pay_token").unique(),
    /** When the programme was paid, and by which order (the applications order effect). */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidOrderId: text("paid_order_id"),
    /** What the link asks, as the coach set it at acceptance (minor units; at most the catalogue's price then; decision 066). */
    payAmount: integer("pay_amount"),
    payCurrency: text("pay_currency"),
    /** The programme run the place is for (its start, "YYYY-MM-DD"), chosen at acceptance. */
    payRunStart: text("pay_run_start"),
    /** When the link stops working (null: links sent before decision 066 never lapse). */
    payExpiresAt: timestamp("pay_expires_at", { withTimezone: true }),
    /** When the link was last sent again: a resend within 30 seconds of it sends nothing. */
    payLinkSentAt: timestamp("pay_link_sent_at", { withTimezone: true }),
    /** The coach withdrew the link: it can no longer be paid. */
    payWithdrawnAt: timestamp("pay_withdrawn_at", { withTimezone: true }),
    fingerprint,
    createdAt,
  },
  (table) => [
    index("applications_fingerprint_idx").on(table.fingerprint),
    index("applications_created_idx").on(table.createdAt, table.id),
    index("applications_email_lower_idx").on(sql`lower(${table.email})`),
    // The back office's list, filtered by status and/or programme, newest first (keyset).
    index("applications_status_created_idx").on(table.status, table.createdAt, table.id),
    index("applications_programme_created_idx").on(table.programme, table.status, table.createdAt, table.id),
    check("applications_status_check", sql`${table.status} in ('new', 'reviewing', 'accepted', 'declined')`),
    check("applications_pay_amount_check", sql`${table.payAmount} is null or ${table.payAmount} > 0`),
  ],
);

/** PDFs uploaded with an application; the bytes live in storage under `storageKey`. */
export const applicationFiles = pgTable(
  "application_files",
  {
    id: text("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt,
  },
  (table) => [index("application_files_application_idx").on(table.applicationId)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    /** Where it was sent from, e.g. "landing-dialog" or "contact-page". */
    source: text("source").notNull(),
    status: text("status").notNull().default("new"),
    fingerprint,
    createdAt,
  },
  (table) => [
    index("contact_messages_fingerprint_idx").on(table.fingerprint),
    index("contact_messages_created_idx").on(table.createdAt),
    index("contact_messages_email_lower_idx").on(sql`lower(${table.email})`),
    index("contact_messages_new_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'new'`),
  ],
);

/** Double opt-in: "pending" until the confirmation link is used, "unsubscribed" after opting out. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: text("id").primaryKey(),
    /** Lower-cased and trimmed. */
    email: text("email").notNull(),
    status: text("status").notNull().default("pending"),
    /** Per-subscriber secret in the unsubscribe link (printed in every newsletter). */
    token: text("token").notNull(),
    /** The confirm link's own secret, new with every confirmation e-mail; it only moves pending → confirmed, for 7 days. */
    confirmToken: text("confirm_token"),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt,
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(table.email),
    uniqueIndex("newsletter_subscribers_token_idx").on(table.token),
    uniqueIndex("newsletter_subscribers_confirm_token_idx").on(table.confirmToken),
    index("newsletter_subscribers_email_lower_idx").on(sql`lower(${table.email})`),
    index("newsletter_subscribers_created_idx").on(table.createdAt, table.id),
  ],
);

/** "Share Your Story" submissions from the magazine. */
export const storySubmissions = pgTable(
  "story_submissions",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    article: text("article").notNull(),
    /** Storage key under magazine-pdfs/, when a PDF came with the story. */
    pdfKey: text("pdf_key"),
    pdfName: text("pdf_name"),
    pdfSize: integer("pdf_size"),
    status: text("status").notNull().default("new"),
    fingerprint,
    createdAt,
  },
  (table) => [
    index("story_submissions_fingerprint_idx").on(table.fingerprint),
    index("story_submissions_created_idx").on(table.createdAt),
    index("story_submissions_email_lower_idx").on(sql`lower(${table.email})`),
    index("story_submissions_new_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'new'`),
  ],
);

/**
 * Fixed-window counters per form and client address. In the database (not in memory) so
 * that the limit holds across several app instances.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    /** "<form>:<ip>". */
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index("rate_limit_hits_window_idx").on(table.windowStart)],
);

/**
 * Token buckets every instance shares (the cart's changes per client address): `tokens` as of
 * `updated_at`, refilled at the bucket's rate when next read; `granted` is what the last take gave.
 */
export const rateBuckets = pgTable(
  "rate_buckets",
  {
    key: text("key").primaryKey(),
    tokens: doublePrecision("tokens").notNull(),
    granted: integer("granted").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_buckets_updated_idx").on(table.updatedAt)],
);
