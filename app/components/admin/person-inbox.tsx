import { Link } from "react-router";

export interface PersonMessage {
  kind: "message" | "story";
  id: string;
  topic: string | null;
  preview: string;
  status: string;
  createdAt: string;
}

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/Copenhagen" });
const STATUS_WORDS: Record<string, string> = { new: "unread", read: "read", archived: "archived" };
const NEWSLETTER_WORDS: Record<string, string> = { pending: "signed up, not confirmed yet", confirmed: "subscribed", unsubscribed: "unsubscribed" };

/** On a person's page: the messages and stories they sent (each a tap from the inbox), and their newsletter state. */
export function PersonInbox({ messages, subscriber }: { messages: PersonMessage[]; subscriber: { status: string; since: string } | null }) {
  return (
    <section aria-labelledby="person-inbox" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
      <h2 id="person-inbox" className="text-xl text-ink-900">
        Messages and newsletter
      </h2>
      <p className="mt-1 text-sm text-muted">
        Newsletter:{" "}
        {subscriber ? `${NEWSLETTER_WORDS[subscriber.status] ?? subscriber.status} (since ${day.format(new Date(subscriber.since))})` : "not signed up"}
      </p>
      {messages.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No messages or stories from this e-mail address.</p>
      ) : (
        <ul className="mt-3 divide-y divide-sand-200">
          {messages.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="grid gap-1 py-3 text-sm">
              <Link
                to={`/admin/messages/${item.kind}/${encodeURIComponent(item.id)}`}
                className="font-medium text-ink-900 underline decoration-amber-500 underline-offset-4"
              >
                {item.kind === "story" ? `Story: ${item.topic ?? "untitled"}` : "Message"}
              </Link>
              <span className="text-muted">
                {day.format(new Date(item.createdAt))} · {STATUS_WORDS[item.status] ?? item.status}
              </span>
              <span className="line-clamp-2 text-ink-800">{item.preview}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
